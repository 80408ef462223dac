import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { problemOf } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

/** Ends every preview link of a release or document sent so far, for a link that went further than meant. */
export function RevokePreviewsButton(props: { what: 'article' | 'document'; title: string; revoke: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const expired = useSessionExpiry();

  async function revoke() {
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
    <Button $variant="outline" disabled={pending} aria-label={`Revoke preview links of ${props.title}`} onClick={() => void revoke()}>
      {pending ? 'Revoking...' : 'Revoke preview links'}
    </Button>
  );
}
