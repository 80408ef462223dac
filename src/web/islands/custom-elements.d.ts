import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's root element (see define-island.tsx); `display: contents`, so it never affects layout. */
      'dc-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-island'?: string };
    }
  }
}
