import { Migration } from '@mikro-orm/migrations';

export class Migration20261124140855_alerts extends Migration {

  override name = 'Migration20261124140855_alerts';

  override up(): void | Promise<void> {
    this.addSql(`create table "alert_delivery" ("id" bigserial primary key, "article_id" int not null, "subscriber_id" int not null, "status" varchar(10) not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "last_error" varchar(500) null);`);
    this.addSql(`create index "alert_delivery_due_idx" on "alert_delivery" ("status", "next_attempt_at");`);
    this.addSql(`create index "alert_delivery_claimed_at_idx" on "alert_delivery" ("claimed_at");`);
    this.addSql(`alter table "alert_delivery" add constraint "alert_delivery_article_subscriber_uniq" unique ("article_id", "subscriber_id");`);

    this.addSql(`create table "alert_subscriber" ("id" serial primary key, "email" varchar(254) not null, "categories" text[] not null, "status" varchar(20) not null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, "consent_at" timestamptz not null, "consent_ip" varchar(64) null, "consent_user_agent" varchar(500) null, "consent_text" text not null, "consent_location" varchar(100) not null);`);
    this.addSql(`alter table "alert_subscriber" add constraint "alert_subscriber_email_unique" unique ("email");`);
    this.addSql(`create index "alert_subscriber_status_idx" on "alert_subscriber" ("status", "created_at");`);

    this.addSql(`alter table "article" add "email_subscribers" boolean not null default true, add "alerts_queued_at" timestamptz null;`);
    // Releases already public went out before alerts existed: republishing one must not mail it as news.
    this.addSql(`update "article" set "alerts_queued_at" = now() where "published" or "scheduled_date" <= now();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "alert_delivery" cascade;`);
    this.addSql(`drop table if exists "alert_subscriber" cascade;`);

    this.addSql(`alter table "article" drop column "email_subscribers", drop column "alerts_queued_at";`);
  }

}
