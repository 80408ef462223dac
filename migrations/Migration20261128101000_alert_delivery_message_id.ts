import { Migration } from '@mikro-orm/migrations';

export class Migration20261128101000_alert_delivery_message_id extends Migration {

  override name = 'Migration20261128101000_alert_delivery_message_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alert_delivery" add column "generation" int not null default 1, add column "message_id" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_delivery" drop column "generation", drop column "message_id";`);
  }

}
