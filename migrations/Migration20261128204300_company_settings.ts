import { Migration } from '@mikro-orm/migrations';

export class Migration20261128204300_company_settings extends Migration {

  override name = 'Migration20261128204300_company_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_setting" ("key" varchar(60) not null, "value" jsonb not null, "updated_at" timestamptz not null, constraint "company_setting_pkey" primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_setting" cascade;`);
  }

}
