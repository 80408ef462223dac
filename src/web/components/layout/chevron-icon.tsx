import { LineIcon } from '../../../ui/line-icon.tsx';

/** The disclosure arrow of the section menus; the button around it says what it opens. */
export function ChevronIcon(props: { size?: number }) {
  return (
    <LineIcon size={props.size ?? 14} strokeWidth={2.4}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
