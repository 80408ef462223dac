import { Type } from '@sinclair/typebox';
import { messages, VISIBLE_TEXT_PATTERN } from './validation.ts';

/** Digits, spaces, `+`, parentheses and dashes, with an optional extension ("x 12", "ext. 12"). */
const PHONE_PATTERN = '^\\+?[0-9 ()\\-]*[0-9][0-9 ()\\-]*( ?(x|ext\\.?) ?[0-9]{1,6})?$';
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const URL_PATTERN = '^https?://[^\\s/?#]+\\.[^\\s]*$';

export const Text = (label: string, maxLength = 200) =>
  Type.String({ minLength: 1, maxLength, pattern: VISIBLE_TEXT_PATTERN, ...messages({ label }) });

export const Phone = (label: string) =>
  Type.String({
    maxLength: 40,
    pattern: PHONE_PATTERN,
    ...messages({ label, pattern: `${label} may hold only digits, spaces, +, parentheses and dashes, with an optional extension` }),
  });

export const Email = (label: string) =>
  Type.String({ maxLength: 254, pattern: EMAIL_PATTERN, ...messages({ label, pattern: `${label} must be an e-mail address` }) });

/** An http or https address; `optional` also accepts an empty text, for an account the company does not have yet. */
export const WebUrl = (label: string, optional = false) =>
  Type.String({
    maxLength: 500,
    pattern: optional ? `^$|${URL_PATTERN}` : URL_PATTERN,
    ...messages({ label, pattern: `${label} must be a web address starting with http:// or https://` }),
  });

/** The `tel:` link of a phone number as people write it: "+1 (604) 555-0100 ext. 12" → "tel:+16045550100;ext=12". */
export function telHref(phone: string): string {
  const [number = '', extension] = phone.split(/ ?(?:x|ext\.?) ?/);
  const digits = number.replace(/[^0-9+]/g, '');
  return `tel:${digits}${extension ? `;ext=${extension}` : ''}`;
}
