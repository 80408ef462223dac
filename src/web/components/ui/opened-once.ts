import { useState } from 'react';

/**
 * True from the first time `open` turns true. Dialog code is imported lazily and mounted only from then
 * on, so the first page load downloads none of it; once loaded it stays mounted for its close animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
