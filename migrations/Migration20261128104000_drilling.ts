import { Migration } from '@mikro-orm/migrations';

export class Migration20261128104000_drilling extends Migration {

  override name = 'Migration20261128104000_drilling';

  override up(): void | Promise<void> {
    this.addSql(`create table "drill_program" ("id" serial primary key, "project" varchar(40) not null, "name" varchar(120) not null, "crs" varchar(10) not null, "elements" jsonb not null, "laboratory" jsonb not null, "methods" text not null, "qaqc" jsonb not null, "compositing" jsonb not null, "equivalent_formula" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`);

    this.addSql(`create table "drill_hole" ("id" serial primary key, "program_id" int not null, "project" varchar(40) not null, "hole_id" varchar(40) not null, "type" varchar(20) not null, "easting" double precision not null, "northing" double precision not null, "elevation" double precision not null, "azimuth" double precision not null, "dip" double precision not null, "length" double precision not null, "status" varchar(20) not null, "underground" boolean not null default false, "withheld_reason" varchar(300) null);`);
    this.addSql(`create index "drill_hole_program_idx" on "drill_hole" ("program_id");`);
    this.addSql(`alter table "drill_hole" add constraint "drill_hole_project_hole_id_unique" unique ("project", "hole_id");`);

    this.addSql(`create table "drill_interval" ("id" serial primary key, "hole_id" int not null, "depth_from" double precision not null, "depth_to" double precision not null, "true_width" double precision null, "true_width_basis" varchar(300) null, "grades" jsonb not null, "including_of_id" int null);`);
    this.addSql(`create index "drill_interval_hole_idx" on "drill_interval" ("hole_id", "depth_from");`);

    this.addSql(`create table "drill_survey" ("id" serial primary key, "hole_id" int not null, "depth" double precision not null, "azimuth" double precision not null, "dip" double precision not null);`);
    this.addSql(`create index "drill_survey_hole_idx" on "drill_survey" ("hole_id", "depth");`);

    this.addSql(`create table "release_drill_program" ("id" serial primary key, "article_id" int not null, "program_id" int not null);`);
    this.addSql(`create index "release_drill_program_program_idx" on "release_drill_program" ("program_id");`);
    this.addSql(`alter table "release_drill_program" add constraint "release_drill_program_unique" unique ("article_id", "program_id");`);

    this.addSql(`create table "release_drill_table" ("id" serial primary key, "article_id" int not null, "program_id" int not null, "taken_at" timestamptz not null, "correction_note" varchar(300) null, "rows" jsonb not null);`);
    this.addSql(`create index "release_drill_table_article_idx" on "release_drill_table" ("article_id", "program_id", "id");`);

    this.addSql(`alter table "drill_hole" add constraint "drill_hole_program_id_foreign" foreign key ("program_id") references "drill_program" ("id") on delete cascade;`);
    this.addSql(`alter table "drill_interval" add constraint "drill_interval_hole_id_foreign" foreign key ("hole_id") references "drill_hole" ("id") on delete cascade;`);
    this.addSql(`alter table "drill_interval" add constraint "drill_interval_including_of_id_foreign" foreign key ("including_of_id") references "drill_interval" ("id") on delete cascade;`);
    this.addSql(`alter table "drill_survey" add constraint "drill_survey_hole_id_foreign" foreign key ("hole_id") references "drill_hole" ("id") on delete cascade;`);
    this.addSql(`alter table "release_drill_program" add constraint "release_drill_program_article_id_foreign" foreign key ("article_id") references "article" ("id") on delete cascade;`);
    this.addSql(`alter table "release_drill_program" add constraint "release_drill_program_program_id_foreign" foreign key ("program_id") references "drill_program" ("id") on delete cascade;`);
    this.addSql(`alter table "release_drill_table" add constraint "release_drill_table_article_id_foreign" foreign key ("article_id") references "article" ("id") on delete cascade;`);
    this.addSql(`alter table "release_drill_table" add constraint "release_drill_table_program_id_foreign" foreign key ("program_id") references "drill_program" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "release_drill_table" cascade;`);
    this.addSql(`drop table if exists "release_drill_program" cascade;`);
    this.addSql(`drop table if exists "drill_survey" cascade;`);
    this.addSql(`drop table if exists "drill_interval" cascade;`);
    this.addSql(`drop table if exists "drill_hole" cascade;`);
    this.addSql(`drop table if exists "drill_program" cascade;`);
  }

}
