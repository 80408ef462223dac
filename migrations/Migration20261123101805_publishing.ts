import { Migration } from '@mikro-orm/migrations';

export class Migration20261123101805_publishing extends Migration {

  override name = 'Migration20261123101805_publishing';

  override up(): void | Promise<void> {
    this.addSql(`create table "article_revision" ("id" serial primary key, "article_id" int not null, "version" int not null, "snapshot" jsonb not null, "username" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "article_revision_article_id_idx" on "article_revision" ("article_id", "id");`);

    this.addSql(`create table "audit_event" ("id" bigserial primary key, "at" timestamptz not null, "action" varchar(40) not null, "actor" varchar(64) null, "ip" varchar(64) null, "article_id" int null, "article_slug" varchar(120) null, "article_title" varchar(200) null);`);
    this.addSql(`create index "audit_event_at_id_idx" on "audit_event" ("at", "id");`);
    this.addSql(`create unique index "audit_event_scheduled_publication_uniq" on "audit_event" ("article_id", "at") where "action" = 'scheduled-publish';`);

    this.addSql(`alter table "article" add "deleted_at" timestamptz null;`);

    this.addSql(`alter table "article_revision" add constraint "article_revision_article_id_foreign" foreign key ("article_id") references "article" ("id") on delete cascade;`);

    // History starts here: every existing article gets a first revision of its current text (no author known).
    const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    this.addSql(`insert into "article_revision" ("article_id", "version", "snapshot", "username", "created_at")
      select "id", "version", jsonb_build_object(
        'title', "title", 'slug', "slug", 'category', "category", 'source', "source", 'date', ${iso('"date"')},
        'description', "description", 'content', "content", 'featuredImage', "featured_image", 'published', "published",
        'scheduledDate', case when "scheduled_date" is null then null else ${iso('"scheduled_date"')} end,
        'includeDisclaimer', "include_disclaimer"), null, "updated_at"
      from "article";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_revision" cascade;`);
    this.addSql(`drop table if exists "audit_event" cascade;`);

    this.addSql(`alter table "article" drop column "deleted_at";`);
  }

}
