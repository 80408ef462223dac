import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { problemOf } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const REVOKE_QUESTION = 'Revoke every preview link made until now?';

/** Ends every preview link of a release or document sent so far, for a link that went further than meant; asks first. */
export function RevokePreviewsButton(props: { what: 'article' | 'document'; title: string; revoke: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const expired = useSessionExpiry();

  async function revoke() {
    setAsking(false);
    setPending(true);
    try {
      await props.revoke();
      toast({ title: 'Preview links revoked', description: `Every preview link of this ${props.what} made until now shows "not found".` });
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: 'Failed to revoke preview links', ...(message ? { description: message } : {}) });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button $variant="outline" disabled={pending} aria-label={`Revoke preview links of ${props.title}`} onClick={() => setAsking(true)}>
        {pending ? 'Revoking...' : 'Revoke preview links'}
      </Button>
      <ConfirmDialog
        item={asking ? props.title : null}
        title="Revoke preview links"
        question={REVOKE_QUESTION}
        name={(title) => title}
        note={`Anyone opening a preview link of this ${props.what} sent so far sees "not found"; a new Preview makes a new link.`}
        confirm={() => 'Revoke preview links'}
        onCancel={() => setAsking(false)}
        onConfirm={() => void revoke()}
      />
    </>
  );
}
