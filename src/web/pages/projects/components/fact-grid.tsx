import { styled } from 'styled-components';
import type { KeyFigure } from '../../../content/projects.ts';
import { colors, fonts, radius } from '../../../styles/theme.ts';

const List = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  margin: 0;
`;

const Item = styled.div<{ $dark: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  padding: 1.1rem 1rem;
  border-radius: ${radius.md};
  background: ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.08)' : colors.surface)};
  border: 1px solid ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.18)' : colors.line)};
  dt { font-size: 0.9rem; color: ${({ $dark }) => ($dark ? colors.onDarkMuted : colors.muted)}; }
  dd {
    margin: 0 0 0.2rem;
    font-family: ${fonts.heading};
    font-size: clamp(1.4rem, 3vw, 1.8rem);
    font-weight: 700;
    color: ${({ $dark }) => ($dark ? colors.copperLight : colors.copperDark)};
  }
`;

/** Key figures of a project: the value reads first on screen, the label first for screen readers. */
export function FactGrid(props: { figures: readonly KeyFigure[]; dark?: boolean; className?: string }) {
  return (
    <List className={props.className}>
      {props.figures.map((figure) => (
        <Item key={figure.label} $dark={props.dark ?? false}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </Item>
      ))}
    </List>
  );
}
