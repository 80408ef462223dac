import { Modal } from '../../ui/modal.tsx';
import { LoginForm } from './login-card.tsx';

/** What a form needs to ask for a new session in place and carry on. */
export interface Relogin {
  open: boolean;
  onSignedIn: (token: string) => void;
  onCancel: () => void;
}

/**
 * Asks to log in again (the second-factor step included) when a save finds the session expired, over the
 * form, which keeps every typed word; the save is then made again. Render it outside the <form>: React
 * events bubble through portals, and the login's submit must not submit the article.
 */
export function ReloginDialog({ open, onSignedIn, onCancel }: Relogin) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Session expired"
      description="Log in again to save your changes. Nothing you typed is lost."
      width={440}
    >
      {open ? <LoginForm onSignedIn={onSignedIn} /> : null}
    </Modal>
  );
}
