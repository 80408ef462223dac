import { Migration } from '@mikro-orm/migrations';

export class Migration20261124142000_article_preview extends Migration {

  override name = 'Migration20261124142000_article_preview';

  override up(): void | Promise<void> {
    this.addSql(`create table "article_preview" ("id" serial primary key, "body" jsonb not null, "expires_at" timestamptz not null);`);
    this.addSql(`create index "article_preview_expires_at_index" on "article_preview" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_preview" cascade;`);
  }

}
