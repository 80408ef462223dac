import { Migration } from '@mikro-orm/migrations';

export class Migration20261124144500_contact_message extends Migration {

  override name = 'Migration20261124144500_contact_message';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_message" ("id" serial primary key, "name" varchar(120) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, "ip" varchar(64) null, "received_at" timestamptz not null, "read_at" timestamptz null);`);
    this.addSql(`create index "contact_message_received_at_index" on "contact_message" ("received_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);
  }

}
