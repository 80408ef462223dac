import { Migration } from '@mikro-orm/migrations';

export class Migration20261128102000_shared_rate_limits extends Migration {

  override name = 'Migration20261128102000_shared_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_hit" ("id" bigserial primary key, "name" varchar(40) not null, "ip" varchar(64) not null, "at" timestamptz not null);`);
    this.addSql(`create index "rate_hit_name_ip_at_idx" on "rate_hit" ("name", "ip", "at");`);
    this.addSql(`create index "rate_hit_name_at_idx" on "rate_hit" ("name", "at");`);

    this.addSql(`alter table "alert_subscriber" add column "confirmation_sent_at" timestamptz null;`);
    // Each sign-up sent its link when it recorded its consent, so the link already out stays the one that confirms.
    this.addSql(`update "alert_subscriber" set "confirmation_sent_at" = "consent_at";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_hit" cascade;`);
    this.addSql(`alter table "alert_subscriber" drop column "confirmation_sent_at";`);
  }

}
