import { Migration } from '@mikro-orm/migrations';

export class Migration20261123101439_media_file extends Migration {

  override name = 'Migration20261123101439_media_file';

  override up(): void | Promise<void> {
    this.addSql(`create table "media_file" ("name" varchar(80) not null, "media_id" uuid not null, "content_type" varchar(40) not null, "width" int not null, "height" int not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("name"));`);
    this.addSql(`create index "media_file_media_id_index" on "media_file" ("media_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "media_file" cascade;`);
  }

}
