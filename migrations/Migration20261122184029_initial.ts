import { Migration } from '@mikro-orm/migrations';

export class Migration20261122184029_initial extends Migration {

  override name = 'Migration20261122184029_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_user" ("id" serial primary key, "username" varchar(64) not null, "password_hash" varchar(255) not null, "password_changed_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(`create table "article" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(120) not null, "category" varchar(40) not null, "source" varchar(120) not null, "date" timestamptz not null, "description" text not null, "content" text not null, "featured_image" varchar(2000) null, "published" boolean not null default false, "scheduled_date" timestamptz null, "include_disclaimer" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1);`);
    this.addSql(`alter table "article" add constraint "article_slug_unique" unique ("slug");`);
    this.addSql(`create index "article_visibility_idx" on "article" ("published", "scheduled_date", "date");`);

    this.addSql(`create table "login_failure" ("id" bigserial primary key, "key" varchar(300) not null, "at" timestamptz not null);`);
    this.addSql(`create index "login_failure_key_at_idx" on "login_failure" ("key", "at");`);

    this.addSql(`create table "revoked_token" ("jti" varchar(64) not null, "expires_at" timestamptz not null, primary key ("jti"));`);
    this.addSql(`create index "revoked_token_expires_at_index" on "revoked_token" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_user" cascade;`);
    this.addSql(`drop table if exists "article" cascade;`);
    this.addSql(`drop table if exists "login_failure" cascade;`);
    this.addSql(`drop table if exists "revoked_token" cascade;`);
  }

}
