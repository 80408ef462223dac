import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type EntityProperty, TextType } from '@mikro-orm/core';
import type { TObject, TSchema } from '@sinclair/typebox';
import { AdminUserSchema } from '../../src/server/db/entities/admin-user.entity.ts';
import { ArticleRevisionSchema } from '../../src/server/db/entities/article-revision.entity.ts';
import { ArticleSchema } from '../../src/server/db/entities/article.entity.ts';
import { AuditEventSchema } from '../../src/server/db/entities/audit-event.entity.ts';
import { ARTICLE_CATEGORIES, ArticleInput } from '../../src/shared/article.ts';
import { AUDIT_ACTIONS } from '../../src/shared/audit.ts';
import { LoginBody } from '../../src/shared/login.ts';

type Columns = Record<string, EntityProperty>;

/**
 * How many characters a column holds: text is unbounded, a varchar without a length is MikroORM's 255.
 * Before discovery an entity definition's `type` is the type class itself.
 */
const capacity = (column: EntityProperty) =>
  (column.type as unknown) === TextType ? Number.POSITIVE_INFINITY : (column.length ?? 255);

/** The longest string a schema property accepts, looking inside a nullable union. */
function maxLength(property: TSchema): number | undefined {
  const members: TSchema[] = property.anyOf ?? [property];
  return members.find((member) => member.type === 'string')?.maxLength;
}

/** Each limited text of the schema is stored in a text column or a varchar of exactly its length. */
function assertColumnsFit(schema: TObject, columns: Columns, names: Record<string, string> = {}) {
  for (const [field, property] of Object.entries(schema.properties)) {
    const limit = maxLength(property);
    const column = columns[names[field] ?? field];
    if (limit === undefined || !column) continue;
    const held = capacity(column);
    assert.ok(held === Number.POSITIVE_INFINITY || held === limit, `${field}: column holds ${held}, the API accepts ${limit}`);
  }
}

test('the article columns hold exactly what the article schema accepts', () => {
  const columns = ArticleSchema.meta.properties as Columns;
  assertColumnsFit(ArticleInput, columns);
  assert.equal(capacity(columns.description!), Number.POSITIVE_INFINITY);
  for (const category of ARTICLE_CATEGORIES) assert.ok(category.length <= capacity(columns.category!), category);
});

test('the audit log and revisions hold the usernames, slugs, titles and actions they copy', () => {
  const audit = AuditEventSchema.meta.properties as Columns;
  assertColumnsFit(ArticleInput, audit, { slug: 'articleSlug', title: 'articleTitle' });
  assertColumnsFit(LoginBody, audit, { username: 'actor' });
  assertColumnsFit(LoginBody, AdminUserSchema.meta.properties as Columns);
  assertColumnsFit(LoginBody, ArticleRevisionSchema.meta.properties as Columns);
  for (const action of Object.keys(AUDIT_ACTIONS)) assert.ok(action.length <= capacity(audit.action!), action);
});
