import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children (a lazily imported dialog) from the first time `open` turns true. The first page
 * load downloads none of the dialog's code; once loaded it stays mounted for its close animation.
 */
export function MountOnceOpened(props: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened || props.open ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
