import { useEffect, useRef, useState } from 'react';
import type { ArticleFormValues } from './article-form-values.ts';

const PREFIX = 'dc-admin-draft:';
// Writes wait for a pause in typing; a crash loses at most this much.
const WRITE_DELAY_MS = 400;

export interface StoredDraft {
  savedAt: string;
  values: ArticleFormValues;
}

function read(key: string): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as StoredDraft | null;
    return stored && typeof stored.savedAt === 'string' && stored.values ? stored : null;
  } catch {
    return null;
  }
}

const same = (a: ArticleFormValues, b: ArticleFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps an open article form in this browser as it is typed (per article: `create`, `edit:<id>`), so a
 * crash, a closed tab or an expired session loses nothing. A draft found on opening that differs from
 * the form is offered back, never applied by itself.
 */
export function useLocalDraft(key: string, values: ArticleFormValues, initial: ArticleFormValues) {
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const found = read(key);
    // A draft kept before the form gained a field (the drill programs, the newswire time) takes that field as the form has it.
    const stored = found && { ...found, values: { ...initial, ...found.values } };
    return stored && !same(stored.values, initial) ? stored : null;
  });
  // Until the offer is answered, the stored draft is left alone: typing must not overwrite it.
  const answered = useRef(offer === null);
  answered.current = offer === null;

  useEffect(() => {
    if (!answered.current) return;
    const timer = setTimeout(() => {
      if (same(values, initial)) localStorage.removeItem(PREFIX + key);
      else localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies StoredDraft));
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, initial]);

  return {
    offer,
    /** The stored values, to put back in the form. */
    take(): ArticleFormValues | null {
      setOffer(null);
      return offer?.values ?? null;
    },
    discard() {
      setOffer(null);
      localStorage.removeItem(PREFIX + key);
    },
    /** After a save or a confirmed discard: nothing left to restore. */
    clear() {
      setOffer(null);
      localStorage.removeItem(PREFIX + key);
    },
  };
}

/** Drops a form's stored draft from outside the form (its dialog closed with the changes discarded). */
export function clearLocalDraft(key: string): void {
  localStorage.removeItem(PREFIX + key);
}
