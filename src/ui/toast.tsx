import * as RadixToast from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { colors, media, radius, shadow } from './styles/theme.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  /** A second line beneath the description, such as what was kept. */
  note?: string;
  variant?: ToastVariant;
  /** One button in the toast, such as Undo; `altText` tells screen-reader users how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
}

// A toast shows for 5 s and is dismissed by a swipe to the right past 50 px.
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const UNDO_DURATION_MS = 10_000;

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

/** Shows a toast; a new one replaces the current one (at most one at a time). */
export function useToast(): (message: ToastMessage) => void {
  return useContext(ToastContext);
}

const slideIn = keyframes`from { transform: translateX(calc(100% + 1rem)); } to { transform: translateX(0); }`;
const hide = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1rem)); }
`;

const variants: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${colors.surface};
    color: ${colors.ink};
    border-color: ${colors.line};
  `,
  destructive: css`
    background: ${colors.negative};
    color: #fff;
    border-color: ${colors.negative};
  `,
};

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 300;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: 100%;
  margin: 0;
  padding: 1rem;
  list-style: none;
  outline: none;
  ${media.md} { max-width: 420px; }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: 0.25rem;
  padding: 1rem 3rem 1rem 1.25rem;
  border: 1px solid;
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  ${({ $variant }) => variants[$variant]}
  &[data-state='open'] { animation: ${slideIn} 0.2s ease-out; }
  &[data-state='closed'] { animation: ${hide} 0.15s ease-in; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 0.2s ease-out; }
  &[data-swipe='end'] { animation: ${swipeOut} 0.15s ease-out; }
  ${media.reducedMotion} { &[data-state], &[data-swipe] { animation: none; transition: none; } }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  font-size: 0.95rem;
`;

const Action = styled(RadixToast.Action)`
  justify-self: start;
  margin-top: 0.4rem;
  min-height: 36px;
  padding: 0.3rem 1rem;
  border: 2px solid ${colors.copperDark};
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.copperDark};
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${colors.copperDark}; color: #fff; }
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.1); }
`;

let nextId = 1;

/**
 * Toasts live outside the app root, in a layer a modal dialog leaves visible: an open dialog hides
 * everything else from assistive technology (and from role queries), yet a failed save inside it must
 * still be heard. Radix's dialog keeps [aria-live] elements; "off" because each toast announces itself.
 */
function ToastLayer({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? createPortal(<div aria-live="off">{children}</div>, document.body) : children;
}

/** Radix toasts (F8 focuses the viewport), default and destructive, one at a time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, id: nextId++ });
    setOpen(true);
  }, []);
  const variant = current?.variant ?? 'default';
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {current ? (
          <Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            $variant={variant}
            type={variant === 'destructive' || current.action ? 'foreground' : 'background'}
            // An offer to undo stays long enough to read and reach.
            {...(current.action ? { duration: UNDO_DURATION_MS } : {})}
          >
            <Title>{current.title}</Title>
            {current.description ? <Description>{current.description}</Description> : null}
            {current.note ? <Description>{current.note}</Description> : null}
            {current.action ? (
              <Action altText={current.action.altText} onClick={current.action.onClick}>
                {current.action.label}
              </Action>
            ) : null}
            <Close aria-label="Close">×</Close>
          </Root>
        ) : null}
        <ToastLayer>
          <Viewport />
        </ToastLayer>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
