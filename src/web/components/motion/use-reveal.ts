import { type RefObject, useEffect, useRef, useState } from 'react';
import { observeReveal, type RevealPhase } from '../../enhancements/reveal-on-scroll.ts';

/**
 * The entrance of enhancements/reveal-on-scroll.ts for a component that animates itself (a spring): its
 * phase as state, from the island's hydration on.
 */
export function useReveal<T extends Element>(): { ref: RefObject<T | null>; phase: RevealPhase } {
  const ref = useRef<T | null>(null);
  const [phase, setPhase] = useState<RevealPhase>('static');
  useEffect(() => (ref.current ? observeReveal([ref.current], (_, next) => setPhase(next)) : undefined), []);
  return { ref, phase };
}
