import { Migration } from '@mikro-orm/migrations';

export class Migration20261128105000_article_former_slugs extends Migration {

  override name = 'Migration20261128105000_article_former_slugs';

  override up(): void | Promise<void> {
    this.addSql(`create table "article_former_slug" ("id" serial primary key, "article_id" int not null, "slug" varchar(120) not null, "retired_at" timestamptz not null);`);
    this.addSql(`create index "article_former_slug_article_id_idx" on "article_former_slug" ("article_id");`);
    this.addSql(`alter table "article_former_slug" add constraint "article_former_slug_slug_unique" unique ("slug");`);
    this.addSql(`alter table "article_former_slug" add constraint "article_former_slug_article_id_foreign" foreign key ("article_id") references "article" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_former_slug" cascade;`);
  }

}
