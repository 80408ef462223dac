// Runs on PGlite too: runs the publication rule as SQL.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { visibleAt, visibleSql } from '../../src/server/core/publishing/publication-rule.ts';
import { articleStatus } from '../../src/shared/article.ts';
import { isPublicAt, type PublicationStatus, publicationStatus } from '../../src/shared/publication-rule.ts';
import { buildTestApp } from '../helpers/api.ts';
import { insertArticles } from '../helpers/articles.ts';

const NOW = new Date('2026-11-24T17:30:00.000Z');
const MINUTE = 60_000;
const at = (offset: number) => new Date(NOW.getTime() + offset);

/** One row per case, with where the rule must put it at NOW. */
const CASES: { slug: string; published: boolean; scheduledDate: Date | null; deletedAt: Date | null; status: PublicationStatus }[] = [
  { slug: 'draft', published: false, scheduledDate: null, deletedAt: null, status: 'draft' },
  { slug: 'scheduled-next-minute', published: false, scheduledDate: at(MINUTE), deletedAt: null, status: 'scheduled' },
  { slug: 'scheduled-a-millisecond-ahead', published: false, scheduledDate: at(1), deletedAt: null, status: 'scheduled' },
  { slug: 'scheduled-this-exact-minute', published: false, scheduledDate: NOW, deletedAt: null, status: 'published' },
  { slug: 'scheduled-last-minute', published: false, scheduledDate: at(-MINUTE), deletedAt: null, status: 'published' },
  { slug: 'published', published: true, scheduledDate: null, deletedAt: null, status: 'published' },
  { slug: 'published-in-trash', published: true, scheduledDate: null, deletedAt: at(-MINUTE), status: 'trashed' },
  { slug: 'due-in-trash', published: false, scheduledDate: at(-MINUTE), deletedAt: at(-MINUTE), status: 'trashed' },
  { slug: 'future-in-trash', published: false, scheduledDate: at(MINUTE), deletedAt: at(-MINUTE), status: 'trashed' },
  { slug: 'draft-in-trash', published: false, scheduledDate: null, deletedAt: at(-MINUTE), status: 'trashed' },
];

test('one table of publication cases gets the same answer from the predicate, the query filter and the SQL', async (t) => {
  const { orm } = await buildTestApp(t);
  await insertArticles(orm, CASES.map(({ status: _status, ...row }) => row));
  const em = orm.em.fork();
  const byFilter = new Set((await em.find(Article, visibleAt(NOW), { fields: ['slug'] })).map((a) => a.slug));
  const bySql = new Set(
    (await em.getConnection().execute<{ slug: string }[]>(`select a.slug from article a where ${visibleSql('a')}`, [NOW])).map((r: { slug: string }) => r.slug),
  );
  for (const row of CASES) {
    const expected = row.status === 'published';
    assert.equal(publicationStatus(row, NOW), row.status, `${row.slug}: status`);
    assert.equal(isPublicAt(row, NOW), expected, `${row.slug}: predicate`);
    assert.equal(byFilter.has(row.slug), expected, `${row.slug}: query filter`);
    assert.equal(bySql.has(row.slug), expected, `${row.slug}: SQL`);
  }
});

test('the admin’s status labels follow the same rule, with schedules read as the browser holds them (ISO text)', () => {
  for (const row of CASES.filter((c) => c.status !== 'trashed')) {
    const label = articleStatus({ published: row.published, scheduledDate: row.scheduledDate?.toISOString() ?? null }, NOW);
    assert.equal(label, { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' }[row.status as Exclude<PublicationStatus, 'trashed'>], row.slug);
  }
});
