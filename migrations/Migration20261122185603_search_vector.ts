import { Migration } from '@mikro-orm/migrations';

export class Migration20261122185603_search_vector extends Migration {

  override name = 'Migration20261122185603_search_vector';

  override up(): void | Promise<void> {
    this.addSql(`alter table "article" add "search_vector" tsvector generated always as (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) stored null;`);
    this.addSql(`create index "article_search_vector_idx" on "public"."article" using gin("search_vector");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "article_search_vector_idx";`);
    this.addSql(`alter table "article" drop column "search_vector";`);
  }

}
