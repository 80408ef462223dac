import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

export const LEAVE_QUESTION = 'You have unsaved changes in the new article. Leave this page and lose them?';

/**
 * Asks before unsaved work is lost: on reload or tab close (beforeunload, the browser's own prompt, the only
 * one a page may show then) and, in the app's own dialog, on in-app navigation. Render what it returns.
 */
export function useUnsavedChangesPrompt(dirty: boolean): ReactNode {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      item={blocker.state === 'blocked' ? blocker : null}
      title="Leave this page?"
      question={LEAVE_QUESTION}
      confirm={() => 'Leave and lose them'}
      cancel="Stay on this page"
      onCancel={() => blocker.reset?.()}
      onConfirm={(blocked) => blocked.proceed?.()}
    />
  );
}
