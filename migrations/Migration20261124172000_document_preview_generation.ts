import { Migration } from '@mikro-orm/migrations';

export class Migration20261124172000_document_preview_generation extends Migration {

  override name = 'Migration20261124172000_document_preview_generation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "document" add "preview_generation" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "document" drop column "preview_generation";`);
  }

}
