import { type RefObject, useEffect, useRef, useState } from 'react';
import { css } from 'styled-components';

/**
 * 'static': as rendered by the server (always visible, so pages read without JavaScript);
 * 'waiting': hydrated and still below the fold, so hidden until it scrolls in; 'shown': animating in.
 */
export type RevealPhase = 'static' | 'waiting' | 'shown';

/**
 * Scroll-driven entrance that runs once. Content already on screen at hydration, and everything when
 * motion is reduced, is never hidden: only content the visitor has not reached yet waits for entry.
 */
export function useReveal<T extends Element>(): { ref: RefObject<T | null>; phase: RevealPhase } {
  const ref = useRef<T | null>(null);
  const [phase, setPhase] = useState<RevealPhase>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setPhase('shown');
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, phase };
}

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

/** The entrance styles for an element in `phase`, starting `delayMs` after its group enters. */
export function revealStyle(phase: RevealPhase, from: RevealFrom = 'below', delayMs = 0) {
  if (phase === 'static') return css``;
  if (phase === 'waiting') {
    return css`
      opacity: 0;
      transform: ${offsets[from]};
      ${visibleInPrint}
    `;
  }
  return css`
    opacity: 1;
    transform: none;
    transition: opacity 0.7s ease ${delayMs}ms, transform 0.7s ease ${delayMs}ms;
  `;
}
