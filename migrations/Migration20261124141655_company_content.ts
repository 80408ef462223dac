import { Migration } from '@mikro-orm/migrations';

export class Migration20261124141655_company_content extends Migration {

  override name = 'Migration20261124141655_company_content';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_event" ("id" serial primary key, "title" varchar(200) not null, "kind" varchar(20) not null, "starts_at" timestamptz null, "ends_at" timestamptz null, "location" varchar(200) not null, "description" text not null, "url" varchar(500) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "deleted_at" timestamptz null);`);

    this.addSql(`create table "company_facts" ("id" serial primary key, "version" int not null, "facts" jsonb not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "content_revision" ("id" serial primary key, "kind" varchar(40) not null, "subject_id" int null, "version" int not null, "snapshot" jsonb not null, "username" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "content_revision_subject_idx" on "content_revision" ("kind", "subject_id", "id");`);

    this.addSql(`create table "share_reading" ("id" serial primary key, "as_of" varchar(10) not null, "shares_outstanding" bigint not null, "warrants" bigint not null, "options" bigint not null, "created_at" timestamptz not null, "created_by" varchar(64) null);`);
    this.addSql(`create index "share_reading_as_of_idx" on "share_reading" ("as_of", "id");`);

    this.addSql(`alter table "audit_event" add "subject" varchar(200) null;`);

    // The spec's one event, as the AGM page showed it: its date and time are still to be announced.
    this.addSql(`insert into "company_event" ("title", "kind", "starts_at", "ends_at", "location", "description", "url", "created_at", "updated_at", "version")
      values ('Annual General Meeting 2025', 'agm', null, null, 'Vancouver, British Columbia',
      'Shareholders will receive the financial statements, elect directors, appoint the auditor and consider any other business properly brought before the meeting. Meeting materials will be mailed and posted here once the date is set.',
      '', now(), now(), 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_event" cascade;`);
    this.addSql(`drop table if exists "company_facts" cascade;`);
    this.addSql(`drop table if exists "content_revision" cascade;`);
    this.addSql(`drop table if exists "share_reading" cascade;`);

    this.addSql(`alter table "audit_event" drop column "subject";`);
  }

}
