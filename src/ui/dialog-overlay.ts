import * as Dialog from '@radix-ui/react-dialog';
import { keyframes, styled } from 'styled-components';
import { media } from './styles/theme.ts';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** The dimmed backdrop behind centred dialogs (the modal and search), fading in unless motion is reduced. */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(14, 26, 36, 0.65);
  z-index: 100;
  animation: ${fadeIn} 0.15s ease-out;
  ${media.reducedMotion} { animation: none; }
`;
