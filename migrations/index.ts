import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122184029_initial } from './Migration20261122184029_initial.ts';
import { Migration20261122185603_search_vector } from './Migration20261122185603_search_vector.ts';
import { Migration20261123101557_admin_mfa } from './Migration20261123101557_admin_mfa.ts';
import { Migration20261123101805_publishing } from './Migration20261123101805_publishing.ts';
import { Migration20261123101439_media_file } from './Migration20261123101439_media_file.ts';
import { Migration20261124142000_article_preview } from './Migration20261124142000_article_preview.ts';
import { Migration20261124144500_contact_message } from './Migration20261124144500_contact_message.ts';

/** Listed explicitly: folder discovery breaks under bundlers and older Node versions. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122184029_initial', class: Migration20261122184029_initial },
  { name: 'Migration20261122185603_search_vector', class: Migration20261122185603_search_vector },
  { name: 'Migration20261123101557_admin_mfa', class: Migration20261123101557_admin_mfa },
  { name: 'Migration20261123101805_publishing', class: Migration20261123101805_publishing },
  { name: 'Migration20261123101439_media_file', class: Migration20261123101439_media_file },
  { name: 'Migration20261124142000_article_preview', class: Migration20261124142000_article_preview },
  { name: 'Migration20261124144500_contact_message', class: Migration20261124144500_contact_message },
];
