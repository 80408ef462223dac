import { atom } from 'jotai';

/** Any "Download Presentation" button on any page opens the one request dialog mounted in the layout. */
export const presentationDialogOpenAtom = atom(false);
