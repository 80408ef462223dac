import { Migration } from '@mikro-orm/migrations';

export class Migration20261128204000_newswire extends Migration {

  override name = 'Migration20261128204000_newswire';

  override up(): void | Promise<void> {
    this.addSql(`alter table "article" add column "disseminated_at" timestamptz null, add column "filing_url" varchar(2000) null, add column "hold_for_wire" boolean not null default false, add column "held_schedule" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "article" drop column "disseminated_at", drop column "filing_url", drop column "hold_for_wire", drop column "held_schedule";`);
  }

}
