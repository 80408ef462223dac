import { useSetAtom } from 'jotai';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { Button, type Variant } from '../ui/button.tsx';

/** A button that opens the Corporate Presentation Request dialog, wherever a page places one. */
export function PresentationRequestButton(props: { label: string; variant?: Variant; className?: string }) {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <Button className={props.className} $variant={props.variant} onClick={() => openPresentation(true)}>
      {props.label}
    </Button>
  );
}
