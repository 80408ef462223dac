import { Migration } from '@mikro-orm/migrations';

export class Migration20261128106000_photo_metadata extends Migration {

  override name = 'Migration20261128106000_photo_metadata';

  override up(): void | Promise<void> {
    this.addSql(`alter table "slot_photo" add column "version" int not null default 1, add column "title" varchar(120) not null default '', add column "description" varchar(500) not null default '', add column "alt" varchar(300) not null default '', add column "project" varchar(120) not null default '', add column "location" varchar(120) not null default '', add column "category" varchar(40) not null default '', add column "position" int not null default 0, add column "created_at" timestamptz null;`);
    this.addSql(`update "slot_photo" set "created_at" = "updated_at";`);
    this.addSql(`alter table "slot_photo" alter column "created_at" set not null;`);

    this.addSql(`create table "image_archive" ("id" serial primary key, "input_key" varchar(64) not null, "chunks_id" uuid null, "count" int not null, "presentation" boolean not null, "bytes" bigint not null, "sha256" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create table "image_archive_chunk" ("archive_id" uuid not null, "seq" int not null, "data" bytea not null, primary key ("archive_id", "seq"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "image_archive_chunk" cascade;`);
    this.addSql(`drop table if exists "image_archive" cascade;`);
    this.addSql(`alter table "slot_photo" drop column "version", drop column "title", drop column "description", drop column "alt", drop column "project", drop column "location", drop column "category", drop column "position", drop column "created_at";`);
  }

}
