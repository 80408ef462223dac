import { Migration } from '@mikro-orm/migrations';

export class Migration20261128204100_review_dates extends Migration {

  override name = 'Migration20261128204100_review_dates';

  override up(): void | Promise<void> {
    this.addSql(`create table "review_confirmation" ("subject" varchar(160) not null, "confirmed_at" timestamptz not null, "confirmed_by" varchar(64) null, constraint "review_confirmation_pkey" primary key ("subject"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_confirmation" cascade;`);
  }

}
