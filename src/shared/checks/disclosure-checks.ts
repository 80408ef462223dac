import { type Static, Type } from '@sinclair/typebox';
import type { CompanyFactsDocument } from '../company-facts.ts';
import { DRILLING_CHECK_CODES } from '../drilling.ts';
import { LiteralUnion } from '../schema-types.ts';
import { FLS_CAUTION, FORWARD_LOOKING, PROMOTIONAL_WORDS, QP_STATEMENT, TECHNICAL_DISCLOSURE } from './disclosure-vocabulary.ts';

export const CHECK_CODES = [
  'qp-missing',
  'promotional-word',
  'fls-caution-missing',
  'image-alt-missing',
  'broken-link',
  'empty-heading',
  'description-missing',
  'newswire-missing',
  'newswire-after-site',
  ...DRILLING_CHECK_CODES,
] as const;

export const CheckItem = Type.Object({ code: LiteralUnion(CHECK_CODES), message: Type.String(), match: Type.String() });
export type CheckItem = Static<typeof CheckItem>;

/** POST /api/admin/articles/checks: errors block publication (unless overridden); warnings do not. */
export const CheckResults = Type.Object({ errors: Type.Array(CheckItem), warnings: Type.Array(CheckItem) });
export type CheckResults = Static<typeof CheckResults>;

export const CHECKS_REFUSED = 'The checks found errors: fix them, or give a reason to publish despite them';

/** A create or update that would publish or schedule a release with errors and no override: 422. */
export const ChecksRefusal = Type.Object({ message: Type.String(), errors: Type.Array(CheckItem) });
export type ChecksRefusal = Static<typeof ChecksRefusal>;

/** The Qualified Person as releases must name them, or null while the company facts leave them unconfirmed. */
export function confirmedQualifiedPerson(facts: Pick<CompanyFactsDocument, 'qualifiedPerson'>): string | null {
  const { value, confirmed } = facts.qualifiedPerson;
  return confirmed ? value.name : null;
}

export interface CheckContext {
  /** The Qualified Person named in the company facts, or null while it is not confirmed. */
  qualifiedPerson: string | null;
  /** Whether a path on this site exists (a page, a visible or draft article, a file). */
  pathExists: (path: string) => boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

// Inside a tag nothing may be "<" either: a tag pattern that could run to the end of the text from every "<"
// would take quadratic time on a body of unclosed tags ("<a" 50,000 times took 9 s), and the checks run on
// every publishing save.
/** The words a reader sees: tags become spaces, the common entities their characters. */
export function readerText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first words of the reader text that are technical disclosure, or null. */
export function technicalDisclosure(text: string): string | null {
  return TECHNICAL_DISCLOSURE.map((pattern) => pattern.exec(text)).find(Boolean)?.[0] ?? null;
}

/** Technical disclosure (`match`) needs the statement naming the confirmed Qualified Person; null when `text` has it. */
export function qualifiedPersonProblem(match: string, text: string, qualifiedPerson: string | null): CheckItem | null {
  if (qualifiedPerson === null) {
    return { code: 'qp-missing', match, message: `"${match}" is technical disclosure, and the Qualified Person is not yet confirmed in the company facts.` };
  }
  if (!QP_STATEMENT.test(text) || !text.includes(qualifiedPerson)) {
    return { code: 'qp-missing', match, message: `"${match}" is technical disclosure: add the statement naming the Qualified Person, ${qualifiedPerson}.` };
  }
  return null;
}

/**
 * The pre-publish checks, the same in the form and on the server: Qualified Person for technical
 * disclosure, promotional wording, forward-looking statements without caution, images without alt text,
 * links to pages of this site that do not exist, empty headings and a missing description.
 */
export function runChecks(article: { title: string; description: string; content: string }, context: CheckContext): CheckResults {
  const errors: CheckItem[] = [];
  const warnings: CheckItem[] = [];
  const text = readerText(`${article.title} ${article.description} ${article.content}`);

  const technical = technicalDisclosure(text);
  const qp = technical === null ? null : qualifiedPersonProblem(technical, text, context.qualifiedPerson);
  if (qp) errors.push(qp);

  for (const { pattern, reason } of PROMOTIONAL_WORDS) {
    const found = new RegExp(pattern.source, 'gi');
    for (const m of text.matchAll(found)) warnings.push({ code: 'promotional-word', match: m[0], message: reason });
  }

  const future = FORWARD_LOOKING.exec(text);
  if (future && !FLS_CAUTION.test(text)) {
    warnings.push({ code: 'fls-caution-missing', match: future[0], message: `"${future[0]}" looks ahead: add the cautionary paragraph on forward-looking statements.` });
  }

  for (const [image] of article.content.matchAll(/<img\b[^<>]*>/gi)) {
    if (!/\balt\s*=\s*(["'])\s*\S[^"']*\1/i.test(image)) errors.push({ code: 'image-alt-missing', match: image, message: 'An image has no description (alt text).' });
  }
  for (const [, href] of article.content.matchAll(/<a\b[^<>]*?\bhref\s*=\s*["'](\/[^"'#?<>]*)[^"'<>]*["']/gi)) {
    if (!href!.startsWith('//') && !context.pathExists(href!)) errors.push({ code: 'broken-link', match: href!, message: `The link to ${href} leads to no page of this site.` });
  }
  for (const [heading] of article.content.matchAll(/<(h[1-6])\b[^<>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/\1>/gi)) {
    warnings.push({ code: 'empty-heading', match: heading, message: 'A heading has no text.' });
  }
  if (!article.description.trim()) warnings.push({ code: 'description-missing', match: '', message: 'The release has no description for lists and search results.' });
  return { errors, warnings };
}
