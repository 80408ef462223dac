import { Migration } from '@mikro-orm/migrations';

export class Migration20261124143533_slot_photo extends Migration {

  override name = 'Migration20261124143533_slot_photo';

  override up(): void | Promise<void> {
    this.addSql(`create table "slot_photo" ("slot" varchar(60) not null, "media_id" uuid not null, "updated_at" timestamptz not null, "updated_by" varchar(64) null, primary key ("slot"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "slot_photo" cascade;`);
  }

}
