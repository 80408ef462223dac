import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ArticleRevision } from '../../src/server/db/entities/article-revision.entity.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { createTestDatabase, onPglite } from '../helpers/test-db.ts';

test('the publishing migration gives every existing article a first revision of its current text', { skip: onPglite && 'migrations are the same code on both databases' }, async (t) => {
  const database = await createTestDatabase();
  const db = await openDatabase({ databaseUrl: database.url, dataDir: '/tmp' });
  t.after(async () => {
    await db.close();
    await database.drop();
  });
  await db.orm.migrator.up({ to: 'Migration20261122185603_search_vector' });
  await db.orm.em.getConnection().execute(`
    insert into article (title, slug, category, source, date, description, content, featured_image, published, scheduled_date, include_disclaimer, created_at, updated_at, version)
    values ('Existing release', 'existing-release', 'Company News', 'Newsfile Corp.', '2025-03-04T00:00:00Z', 'Summary.', '<p>Body.</p>', null, false, '2030-01-15T14:00:00Z', true, '2025-03-04T10:00:00Z', '2025-03-05T11:30:00.250Z', 3)`);
  await db.orm.migrator.up();

  const [revision] = await db.orm.em.fork().find(ArticleRevision, {});
  assert.ok(revision);
  assert.equal(revision.version, 3);
  assert.equal(revision.username, null);
  assert.equal(revision.createdAt.toISOString(), '2025-03-05T11:30:00.250Z');
  assert.deepEqual(revision.snapshot, {
    title: 'Existing release',
    slug: 'existing-release',
    category: 'Company News',
    source: 'Newsfile Corp.',
    date: '2025-03-04T00:00:00.000Z',
    description: 'Summary.',
    content: '<p>Body.</p>',
    featuredImage: null,
    published: false,
    scheduledDate: '2030-01-15T14:00:00.000Z',
    includeDisclaimer: true,
  });
});
