import { Migration } from '@mikro-orm/migrations';

export class Migration20261128202000_resource_estimate extends Migration {

  override name = 'Migration20261128202000_resource_estimate';

  override up(): void | Promise<void> {
    this.addSql(`create table "resource_estimate" ("id" serial primary key, "project" varchar(40) not null, "name" varchar(160) not null, "effective_date" varchar(10) not null, "cut_off" varchar(200) not null, "metal_prices" text not null, "assumptions" text not null, "qualified_person" varchar(200) not null, "technical_report" int null, "elements" jsonb not null, "rows" jsonb not null, "release_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`);
    this.addSql(`create index "resource_estimate_project_idx" on "resource_estimate" ("project");`);
    this.addSql(`create index "resource_estimate_release_idx" on "resource_estimate" ("release_id");`);
    this.addSql(`alter table "resource_estimate" add constraint "resource_estimate_release_id_foreign" foreign key ("release_id") references "article" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "resource_estimate" cascade;`);
  }

}
