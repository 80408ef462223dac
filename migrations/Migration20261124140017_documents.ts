import { Migration } from '@mikro-orm/migrations';

export class Migration20261124140017_documents extends Migration {

  override name = 'Migration20261124140017_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table "document_chunk" ("upload_id" uuid not null, "seq" int not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("upload_id", "seq"));`);
    this.addSql(`create index "document_chunk_created_at_idx" on "document_chunk" ("created_at");`);

    this.addSql(`create table "document" ("id" serial primary key, "title" varchar(200) not null, "kind" varchar(40) not null, "document_date" varchar(10) not null, "fiscal_year" int null, "quarter" varchar(2) null, "description" text not null default '', "published" boolean not null default false, "scheduled_date" timestamptz null, "legacy_path" varchar(300) null, "current_file_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "document" add constraint "document_legacy_path_unique" unique ("legacy_path");`);
    this.addSql(`create index "document_kind_idx" on "document" ("kind", "document_date");`);
    this.addSql(`create index "document_visibility_idx" on "document" ("published", "scheduled_date");`);

    this.addSql(`create table "document_revision" ("id" serial primary key, "document_id" int not null, "version" int not null, "snapshot" jsonb not null, "username" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "document_revision_document_id_idx" on "document_revision" ("document_id", "id");`);

    this.addSql(`create table "document_file" ("id" serial primary key, "document_id" int not null, "upload_id" uuid not null, "file_name" varchar(120) not null, "bytes" int not null, "pages" int null, "sha256" varchar(64) not null, "username" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "document_file" add constraint "document_file_upload_id_unique" unique ("upload_id");`);
    this.addSql(`create index "document_file_document_id_idx" on "document_file" ("document_id", "id");`);

    this.addSql(`alter table "audit_event" add "document_id" int null, add "document_title" varchar(200) null;`);
    this.addSql(`create unique index "audit_event_scheduled_document_uniq" on "audit_event" ("document_id", "at") where "action" = 'scheduled-publish';`);

    this.addSql(`alter table "document_revision" add constraint "document_revision_document_id_foreign" foreign key ("document_id") references "document" ("id") on delete cascade;`);

    this.addSql(`alter table "document_file" add constraint "document_file_document_id_foreign" foreign key ("document_id") references "document" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document_revision" drop constraint "document_revision_document_id_foreign";`);
    this.addSql(`alter table "document_file" drop constraint "document_file_document_id_foreign";`);

    this.addSql(`drop table if exists "document_chunk" cascade;`);
    this.addSql(`drop table if exists "document" cascade;`);
    this.addSql(`drop table if exists "document_revision" cascade;`);
    this.addSql(`drop table if exists "document_file" cascade;`);

    this.addSql(`alter table "audit_event" drop constraint "audit_event_scheduled_document_uniq";`);
    this.addSql(`alter table "audit_event" drop column "document_id", drop column "document_title";`);
  }

}
