import { DOCUMENT_KINDS, type DocumentKind } from '../../../shared/document-library.ts';
import {
  documentSubject,
  FACT_GROUPS,
  factsSubject,
  pageSubject,
  REVIEWED_PAGES,
  type ReviewItem,
  reviewIntervalMonths,
  reviewItem,
  UNKNOWN_SUBJECT,
} from '../../../shared/review-dates.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { CompanyFactsRow } from '../../db/entities/company-facts.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import { ReviewConfirmation } from '../../db/entities/review-confirmation.entity.ts';
import { ShareReadingRow } from '../../db/entities/share-reading.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';

export interface ReviewDates {
  /** Everything reviewed, the overdue first (longest overdue first), then by when it falls due. */
  list(): Promise<ReviewItem[]>;
  /** "Still current": confirms the subject today (audited), and pages showing its date show the new one. */
  stillCurrent(subject: string, actor: Actor): Promise<ReviewItem>;
  /** When each subject with a public note was last saved or confirmed (ISO): the pages of figures and the presentations. */
  confirmedOn(): Promise<Record<string, string>>;
}

const later = (a: Date | null | undefined, b: Date | null | undefined) => (!a ? (b ?? null) : !b || a > b ? a : b);
const order = (a: ReviewItem, b: ReviewItem) =>
  Number(b.overdue) - Number(a.overdue) || (a.dueOn ?? '').localeCompare(b.dueOn ?? '') || a.label.localeCompare(b.label);

/** Every reviewed subject, confirmed on the later of its own last save and its last "Still current". */
async function reviewItems(em: EntityManager, now: Date): Promise<ReviewItem[]> {
  const [confirmations, documents, saves, facts, reading] = await Promise.all([
    em.find(ReviewConfirmation, {}),
    em.find(LibraryDocument, visibleAt(now), { fields: ['id', 'title', 'kind', 'createdAt'], orderBy: { id: 'asc' } }),
    // Each save of a document keeps a revision, dated by the write's clock.
    em.execute<{ id: number; at: Date | string }[]>('select document_id as id, max(created_at) as at from document_revision group by document_id'),
    em.findOne(CompanyFactsRow, { id: 1 }, { fields: ['updatedAt'] }),
    em.findOne(ShareReadingRow, { deletedAt: null }, { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] }),
  ]);
  const confirmed = new Map(confirmations.map((c) => [c.subject, c.confirmedAt]));
  const savedAt = new Map(saves.map((s) => [Number(s.id), new Date(s.at)]));
  const item = (base: Omit<Parameters<typeof reviewItem>[0], 'intervalMonths'> & { intervalMonths?: number }, saved: Date | null) =>
    reviewItem({ intervalMonths: 12, ...base }, later(saved, confirmed.get(base.subject)), now);
  return [
    ...documents.map((doc) =>
      item(
        { subject: documentSubject(doc.id), kind: 'document', label: `${DOCUMENT_KINDS[doc.kind as DocumentKind] ?? 'Document'}: ${doc.title}`, href: '/admin/documents', intervalMonths: reviewIntervalMonths(doc.kind) },
        savedAt.get(doc.id) ?? doc.createdAt,
      ),
    ),
    ...FACT_GROUPS.map((group) => item({ subject: factsSubject(group.key), kind: 'facts', label: group.label, href: '/admin/company' }, facts?.updatedAt ?? null)),
    ...REVIEWED_PAGES.map((page) =>
      item({ subject: pageSubject(page.path), kind: 'page', label: page.label, href: page.path }, page.path === '/investors/stock-information' ? (reading?.createdAt ?? null) : null),
    ),
  ].sort(order);
}

export function reviewDates(db: Db, clock: () => Date, onChanged: () => void): ReviewDates {
  return {
    list: () => db.run((em) => reviewItems(em, clock())),
    async stillCurrent(subject, actor) {
      const now = clock();
      const item = await db.transaction(async (em) => {
        const known = (await reviewItems(em, now)).find((i) => i.subject === subject);
        if (!known) throw new HttpProblem(404, UNKNOWN_SUBJECT);
        await em.upsert(ReviewConfirmation, { subject, confirmedAt: now, confirmedBy: actor.username });
        addAuditEvent(em, now, 'review-confirmed', actor, undefined, known.label);
        await em.flush();
        return reviewItem(known, now, now);
      });
      onChanged();
      return item;
    },
    async confirmedOn() {
      const now = clock();
      const { items, presentations } = await db.run(async (em) => ({
        items: await reviewItems(em, now),
        presentations: new Set((await em.find(LibraryDocument, { ...visibleAt(now), kind: 'presentation' }, { fields: ['id'] })).map((d) => documentSubject(d.id))),
      }));
      // Every page carries these in its island data: only what a public note shows.
      const noted = items.filter((i) => i.confirmedOn && (i.kind === 'page' || presentations.has(i.subject)));
      return Object.fromEntries(noted.map((i) => [i.subject, i.confirmedOn!]));
    },
  };
}
