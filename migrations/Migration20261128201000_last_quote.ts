import { Migration } from '@mikro-orm/migrations';

export class Migration20261128201000_last_quote extends Migration {

  override name = 'Migration20261128201000_last_quote';

  override up(): void | Promise<void> {
    this.addSql(`create table "last_quote" ("id" serial primary key, "quote" jsonb not null, "fetched_at" timestamptz not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "last_quote" cascade;`);
  }

}
