import { type Static, Type } from '@sinclair/typebox';
import { formatLongDate } from './format-date.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { messages } from './validation.ts';

/**
 * A superseded technical document is marked as such (National Policy 51-201), and stays available: the
 * archive is part of the disclosure record. A project's newer technical report supersedes the older one on
 * every card and listing, and each release that cites the older one says so in a dated note on its page.
 */

/** The projects a technical document may be filed for. */
export const DOCUMENT_PROJECTS = ['copper-keg', 'eaglehead', 'stony-lake', 'matachewan'] as const;
export type DocumentProject = (typeof DOCUMENT_PROJECTS)[number];

/** The kinds a newer document of the same project supersedes. */
export const SUPERSEDABLE_KINDS: readonly string[] = ['technical-report'];

/** The document's project, a field of the upload and edit forms. */
export const DocumentProjectInput = Type.Optional(
  Nullable(LiteralUnion(DOCUMENT_PROJECTS), messages({ label: 'Project', invalid: `Project must be one of: ${DOCUMENT_PROJECTS.join(', ')}` })),
);

export const SupersededBy = Type.Object({ title: Type.String(), documentDate: Type.String() });
export type SupersededBy = Static<typeof SupersededBy>;

/** What a public document carries of its project and what superseded it. */
export const PublicSupersession = { project: Nullable(Type.String()), supersededBy: Nullable(SupersededBy) };

const calendarDay = (day: string) => formatLongDate(`${day}T00:00:00Z`);

/** The note on a superseded document's card and listing, or a superseded resource estimate's table; its status label stays as it was. */
export const supersededLine = (by: SupersededBy) => `Superseded by ${by.title}, ${calendarDay(by.documentDate)}`;

/** The note on the release that published a resource estimate a newer one has superseded. */
export const publishedSupersededNotice = (published: string, by: SupersededBy) =>
  `Updated ${calendarDay(by.documentDate)}: ${published}, published in this release, has been superseded by ${by.title}.`;

/** Which of a project's public resource estimates is superseded by which: each by the next newer, by effective date then id. */
export function estimateSupersessions<E extends { id: number; project: string; name: string; effectiveDate: string }>(estimates: readonly E[]): Map<number, SupersededBy> {
  const result = new Map<number, SupersededBy>();
  const ordered = [...estimates].sort((a, b) => a.project.localeCompare(b.project) || a.effectiveDate.localeCompare(b.effectiveDate) || a.id - b.id);
  for (const [i, estimate] of ordered.entries()) {
    const newer = ordered[i + 1];
    if (newer && newer.project === estimate.project) result.set(estimate.id, { title: newer.name, documentDate: newer.effectiveDate });
  }
  return result;
}

/** A dated note on a release's page, above its body, as corrections are. */
export const ReleaseNotice = Type.Object({ kind: LiteralUnion(['superseded', 'archived'] as const), text: Type.String() });
export type ReleaseNotice = Static<typeof ReleaseNotice>;

/** The note on a release citing a superseded document. */
export const citedSupersededNotice = (cited: string, by: SupersededBy) => `Updated ${calendarDay(by.documentDate)}: ${cited}, cited in this release, has been superseded by ${by.title}.`;

/**
 * Which of `docs` (public, of one kind and project each) is superseded by which: each by the next newer of
 * its kind and project, by document date then by id.
 */
export function supersessions<D extends { id: number; kind: string; project: string | null; title: string; documentDate: string }>(docs: readonly D[]): Map<number, SupersededBy> {
  const groups = new Map<string, D[]>();
  for (const doc of docs) {
    if (!doc.project || !SUPERSEDABLE_KINDS.includes(doc.kind)) continue;
    const key = `${doc.kind}:${doc.project}`;
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  const result = new Map<number, SupersededBy>();
  for (const group of groups.values()) {
    const ordered = [...group].sort((a, b) => a.documentDate.localeCompare(b.documentDate) || a.id - b.id);
    for (const [i, doc] of ordered.slice(0, -1).entries()) result.set(doc.id, { title: ordered[i + 1]!.title, documentDate: ordered[i + 1]!.documentDate });
  }
  return result;
}
