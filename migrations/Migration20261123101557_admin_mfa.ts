import { Migration } from '@mikro-orm/migrations';

export class Migration20261123101557_admin_mfa extends Migration {

  override name = 'Migration20261123101557_admin_mfa';

  override up(): void | Promise<void> {
    this.addSql(`create table "recovery_code" ("id" serial primary key, "admin_user_id" int not null, "code_hash" varchar(64) not null);`);
    this.addSql(`create index "recovery_code_user_hash_idx" on "recovery_code" ("admin_user_id", "code_hash");`);

    this.addSql(`alter table "admin_user" add "mfa_secret" varchar(64) null, add "mfa_pending_secret" varchar(64) null, add "mfa_last_step" bigint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recovery_code" cascade;`);

    this.addSql(`alter table "admin_user" drop column "mfa_secret", drop column "mfa_pending_secret", drop column "mfa_last_step";`);
  }

}
