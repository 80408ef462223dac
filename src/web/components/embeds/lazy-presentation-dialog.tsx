import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { MountOnceOpened } from '../ui/mount-once-opened.tsx';

const PresentationDialog = lazy(() => import('./presentation-dialog.tsx').then((m) => ({ default: m.PresentationDialog })));

/** The one presentation request dialog every "Download Presentation" button opens; its code loads on first open. */
export function LazyPresentationDialog() {
  const open = useAtomValue(presentationDialogOpenAtom);
  return (
    <MountOnceOpened open={open}>
      <PresentationDialog />
    </MountOnceOpened>
  );
}
