import { Migration } from '@mikro-orm/migrations';

export class Migration20261124135626_audit_failed_login_summary extends Migration {

  override name = 'Migration20261124135626_audit_failed_login_summary';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_event" add "unknown_account" boolean not null default false, add "repeats" int null, add "last_at" timestamptz null;`);
    this.addSql(`create index "audit_event_ip_last_at_idx" on "audit_event" ("ip", "last_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "audit_event_ip_last_at_idx";`);
    this.addSql(`alter table "audit_event" drop column "unknown_account", drop column "repeats", drop column "last_at";`);
  }

}
