import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { problemOf, revokePreviews } from '../admin-api.ts';
import { useSessionExpiry } from '../use-session-expiry.ts';

/** Ends every preview link of the article sent so far, for a link that went further than meant. */
export function RevokePreviewsButton(props: { token: string; articleId: number }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const expired = useSessionExpiry();

  async function revoke() {
    setPending(true);
    try {
      await revokePreviews(props.token, props.articleId);
      toast({ title: 'Preview links revoked', description: 'Every preview link of this article made until now shows "not found".' });
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: 'Failed to revoke preview links', ...(message ? { description: message } : {}) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button $variant="outline" disabled={pending} onClick={() => void revoke()}>
      {pending ? 'Revoking...' : 'Revoke preview links'}
    </Button>
  );
}
