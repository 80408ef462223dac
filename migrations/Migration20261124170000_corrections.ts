import { Migration } from '@mikro-orm/migrations';

export class Migration20261124170000_corrections extends Migration {

  override name = 'Migration20261124170000_corrections';

  override up(): void | Promise<void> {
    this.addSql(`alter table "article" add column "corrections" jsonb not null default '[]';`);
    this.addSql(`alter table "audit_event" add column "note" varchar(500) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "article" drop column "corrections";`);
    this.addSql(`alter table "audit_event" drop column "note";`);
  }

}
