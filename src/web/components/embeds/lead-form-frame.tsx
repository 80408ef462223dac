import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { colors, radius } from '../../../ui/styles/theme.ts';
import { useCompany } from '../../state/site-content.ts';
import { embedScriptProps } from '../../enhancements/embed-scripts.ts';
import { publicConfigAtom } from '../../state/config.ts';
import { useScript } from './use-script.ts';

const Frame = styled.iframe<{ $height: number; $minWidth?: number }>`
  display: block;
  width: 100%;
  min-width: ${({ $minWidth }) => ($minWidth ? `min(${$minWidth}px, 100%)` : '0')};
  height: ${({ $height }) => $height}px;
  border: 0;
  border-radius: ${radius.sm};
  background: #fff;
`;

const Fallback = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => Math.min($height, 240)}px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
  text-align: center;
  padding: 1.5rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  color: ${colors.text};
`;

export type LeadForm = 'presentation' | 'newsletter' | 'contact';

/**
 * A lead-capture provider's form in a frame. When the provider is not configured the visitor gets a
 * short message and an e-mail link instead of a blank box, and no third-party request is made. The
 * provider's script comes with the frame: in a dialog when it first opens, on a page (server HTML, no
 * React) from the loader once the frame is near.
 */
export function LeadFormFrame(props: { form: LeadForm; title: string; height: number; minWidth?: number }) {
  const company = useCompany();
  const config = useAtomValue(publicConfigAtom);
  const src = {
    presentation: config.presentationFormUrl,
    newsletter: config.newsletterFormUrl,
    contact: config.contactFormUrl,
  }[props.form];
  useScript(config.leadFormScriptUrl, Boolean(src));
  if (!src) {
    return (
      <Fallback $height={props.height} role="note">
        <strong>{props.title}</strong>
        <span>This form is not available right now. Please e-mail us and we will reply promptly.</span>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </Fallback>
    );
  }
  return (
    <Frame
      src={src}
      title={props.title}
      $height={props.height}
      $minWidth={props.minWidth}
      loading="lazy"
      data-form-name={props.title}
      {...(config.leadFormScriptUrl ? embedScriptProps(config.leadFormScriptUrl) : {})}
    />
  );
}
