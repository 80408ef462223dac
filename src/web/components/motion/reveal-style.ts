import { css } from 'styled-components';
import { revealSelector } from '../../enhancements/reveal-on-scroll.ts';

export type RevealFrom = 'below' | 'left' | 'right';

const offsets: Record<RevealFrom, string> = {
  below: 'translate3d(0, 32px, 0)',
  left: 'translate3d(-40px, 0, 0)',
  right: 'translate3d(40px, 0, 0)',
};

/** A printed page shows everything, reached or not; `!important` also beats a spring's inline styles. */
export const visibleInPrint = css`
  @media print {
    opacity: 1 !important;
    transform: none !important;
  }
`;

/**
 * The entrance of an element carrying REVEAL_PROPS, or of a child of a group that does: hidden while it
 * waits below the fold, then sliding in `from` its side, `delayMs` after its group enters. Pure CSS on the
 * attribute enhancements/reveal-on-scroll.ts sets, so the component ships no code to the browser.
 */
export function revealStyle(from: RevealFrom = 'below', delayMs = 0) {
  const waiting = revealSelector('waiting');
  const shown = revealSelector('shown');
  return css`
    &${waiting}, ${waiting} & {
      opacity: 0;
      transform: ${offsets[from]};
    }
    &${shown}, ${shown} & {
      transition: opacity 0.7s ease ${delayMs}ms, transform 0.7s ease ${delayMs}ms;
    }
    ${visibleInPrint}
  `;
}
