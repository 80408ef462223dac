import type { ReactNode } from 'react';

/** A 24-unit stroked icon in the text colour, decorative only: the text beside it carries the meaning. */
export function LineIcon(props: { children: ReactNode; size?: number; strokeWidth?: number }) {
  const size = props.size ?? 20;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={props.strokeWidth ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {props.children}
    </svg>
  );
}
