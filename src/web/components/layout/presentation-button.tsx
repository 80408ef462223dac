import { styled } from 'styled-components';
import { media } from '../../styles/theme.ts';
import { PresentationRequestButton } from '../embeds/presentation-request-button.tsx';

const Compact = styled(PresentationRequestButton)`
  display: none;
  ${media.md} { display: inline-flex; }
  padding: 0.5rem 1rem;
  min-height: 40px;
  font-size: 0.85rem;
  white-space: nowrap;
  ${media.lg} { padding: 0.45rem 0.7rem; font-size: 0.78rem; }
  ${media.xl} { padding: 0.5rem 1rem; font-size: 0.85rem; }
`;

/** The header's "Download Presentation" button, from tablet width up. */
export function PresentationButton() {
  return <Compact label="Download Presentation" />;
}
