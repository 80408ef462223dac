import { useSetAtom } from 'jotai';
import { styled } from 'styled-components';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { media } from '../../styles/theme.ts';
import { Button } from '../ui/button.tsx';

const Compact = styled(Button)`
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
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return <Compact onClick={() => openPresentation(true)}>Download Presentation</Compact>;
}
