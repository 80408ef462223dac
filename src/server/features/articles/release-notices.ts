import { ARCHIVE_SETTING, archivedNotice, DEFAULT_ARCHIVE_MONTHS, isArchived } from '../../../shared/archive.ts';
import { citedSupersededNotice, type ReleaseNotice } from '../../../shared/superseded.ts';
import { CompanySetting } from '../../db/entities/company-setting.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { supersededAt } from '../documents/index.ts';

/** How many months a release stays current before its page says it is archived: the company's setting, else two years. */
export async function archiveMonths(em: EntityManager): Promise<number> {
  const setting = await em.findOne(CompanySetting, { key: ARCHIVE_SETTING });
  return typeof setting?.value === 'number' ? setting.value : DEFAULT_ARCHIVE_MONTHS;
}

/**
 * The notes a release's page shows above its body, decided as it is read at `now`: each document it links to
 * that a newer one has superseded since (its address stays, so the link still works), and the archive banner.
 */
export async function releaseNotices(em: EntityManager, article: Pick<Article, 'content' | 'date'>, now: Date): Promise<ReleaseNotice[]> {
  const [superseded, months] = await Promise.all([supersededAt(em, now), archiveMonths(em)]);
  const older = superseded.size ? await em.find(LibraryDocument, { id: { $in: [...superseded.keys()] } }, { fields: ['id', 'title', 'legacyPath'] }) : [];
  const cites = (doc: (typeof older)[number]) => article.content.includes(`/documents/${doc.id}/`) || (doc.legacyPath !== null && doc.legacyPath !== undefined && article.content.includes(doc.legacyPath));
  return [
    ...older.filter(cites).map((doc): ReleaseNotice => ({ kind: 'superseded', text: citedSupersededNotice(doc.title, superseded.get(doc.id)!) })),
    ...(isArchived(article.date, now, months) ? [{ kind: 'archived' as const, text: archivedNotice(article.date) }] : []),
  ];
}
