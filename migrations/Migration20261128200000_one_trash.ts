import { Migration } from '@mikro-orm/migrations';

/** One Trash: share readings and photographs are trashed rather than deleted; the audit log names the item of every kind alike. */
export class Migration20261128200000_one_trash extends Migration {

  override name = 'Migration20261128200000_one_trash';

  override up(): void | Promise<void> {
    this.addSql(`alter table "share_reading" add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "slot_photo" add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "audit_event" add column "item_kind" varchar(20) null, add column "item_id" varchar(60) null;`);
    this.addSql(`create index "audit_event_item_idx" on "audit_event" ("item_kind", "item_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "audit_event_item_idx";`);
    this.addSql(`alter table "audit_event" drop column "item_kind", drop column "item_id";`);
    this.addSql(`alter table "slot_photo" drop column "deleted_at";`);
    this.addSql(`alter table "share_reading" drop column "deleted_at";`);
  }

}
