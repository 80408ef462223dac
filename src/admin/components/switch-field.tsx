import * as Switch from '@radix-ui/react-switch';
import { styled } from 'styled-components';
import { colors, radius } from '../../ui/styles/theme.ts';
import { Hint, Label } from './field.tsx';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
`;

const Root = styled(Switch.Root)`
  flex: none;
  position: relative;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 2px solid #7b8794;
  border-radius: ${radius.pill};
  background: #cbd2d9;
  cursor: pointer;
  &[data-state='checked'] { background: ${colors.copperDark}; border-color: ${colors.copperDark}; }
`;

const Thumb = styled(Switch.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: ${radius.pill};
  background: #fff;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
  transform: translateX(2px);
  transition: transform 0.15s ease;
  &[data-state='checked'] { transform: translateX(22px); }
`;

/** A labelled on/off switch (Radix: role="switch") with a one-line description. */
export function SwitchField(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const hintId = `${props.id}-hint`;
  return (
    <Row>
      <div>
        <Label htmlFor={props.id}>{props.label}</Label>
        <Hint id={hintId}>{props.description}</Hint>
      </div>
      <Root id={props.id} checked={props.checked} onCheckedChange={props.onCheckedChange} aria-describedby={hintId}>
        <Thumb />
      </Root>
    </Row>
  );
}
