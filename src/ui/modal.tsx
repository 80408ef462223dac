import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { colors, media, radius, shadow } from './styles/theme.ts';
import { DialogOverlay } from './dialog-overlay.ts';

const Content = styled(Dialog.Content)<{ $width: number }>`
  position: fixed;
  z-index: 101;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}px, calc(100vw - 1.5rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${colors.surface};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.raised};
  padding: 1.75rem 1.25rem 1.5rem;
  ${media.sm} { padding: 2rem; }
  &:focus { outline: none; }
`;

const Title = styled(Dialog.Title)`
  font-size: 1.4rem;
  margin: 0 2.5rem 0.4rem 0;
`;

const Description = styled(Dialog.Description)`
  color: ${colors.muted};
  margin-bottom: 1.25rem;
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  top: 0.9rem;
  right: 0.9rem;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  font-size: 1.6rem;
  line-height: 1;
  color: ${colors.muted};
  cursor: pointer;
  &:hover { background: ${colors.surfaceAlt}; color: ${colors.ink}; }
`;

/**
 * A centred dialog on Radix: focus trap, Escape to close, focus returned to the opener. Focus starts
 * on the close button: Radix would pick the first focusable element, and an embedded form's frame
 * takes keyboard focus away from the dialog, so Escape could no longer close it.
 */
export function Modal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: number;
  children: ReactNode;
}) {
  // Opened from state (no Dialog.Trigger), Radix has no trigger to refocus: remember the opener ourselves.
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          $width={props.width ?? 560}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            close.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Title>{props.title}</Title>
          {props.description ? <Description>{props.description}</Description> : null}
          {props.children}
          <Close ref={close} aria-label="Close">
            ×
          </Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
