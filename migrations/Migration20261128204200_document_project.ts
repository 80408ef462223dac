import { Migration } from '@mikro-orm/migrations';

export class Migration20261128204200_document_project extends Migration {

  override name = 'Migration20261128204200_document_project';

  override up(): void | Promise<void> {
    this.addSql(`alter table "document" add column "project" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document" drop column "project";`);
  }

}
