import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122184029_initial } from './Migration20261122184029_initial.ts';
import { Migration20261122185603_search_vector } from './Migration20261122185603_search_vector.ts';
import { Migration20261123101439_media_file } from './Migration20261123101439_media_file.ts';
import { Migration20261123101557_admin_mfa } from './Migration20261123101557_admin_mfa.ts';
import { Migration20261123101805_publishing } from './Migration20261123101805_publishing.ts';
import { Migration20261124135626_audit_failed_login_summary } from './Migration20261124135626_audit_failed_login_summary.ts';
import { Migration20261124140017_documents } from './Migration20261124140017_documents.ts';
import { Migration20261124140855_alerts } from './Migration20261124140855_alerts.ts';
import { Migration20261124141326_article_preview_generation } from './Migration20261124141326_article_preview_generation.ts';
import { Migration20261124141655_company_content } from './Migration20261124141655_company_content.ts';
import { Migration20261124142000_article_preview } from './Migration20261124142000_article_preview.ts';
import { Migration20261124143533_slot_photo } from './Migration20261124143533_slot_photo.ts';
import { Migration20261124144500_contact_message } from './Migration20261124144500_contact_message.ts';
import { Migration20261124170000_corrections } from './Migration20261124170000_corrections.ts';
import { Migration20261124172000_document_preview_generation } from './Migration20261124172000_document_preview_generation.ts';
import { Migration20261128101000_alert_delivery_message_id } from './Migration20261128101000_alert_delivery_message_id.ts';
import { Migration20261128102000_shared_rate_limits } from './Migration20261128102000_shared_rate_limits.ts';
import { Migration20261128104000_drilling } from './Migration20261128104000_drilling.ts';
import { Migration20261128105000_article_former_slugs } from './Migration20261128105000_article_former_slugs.ts';
import { Migration20261128106000_photo_metadata } from './Migration20261128106000_photo_metadata.ts';

/** Listed explicitly: folder discovery breaks under bundlers and older Node versions. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122184029_initial', class: Migration20261122184029_initial },
  { name: 'Migration20261122185603_search_vector', class: Migration20261122185603_search_vector },
  { name: 'Migration20261123101439_media_file', class: Migration20261123101439_media_file },
  { name: 'Migration20261123101557_admin_mfa', class: Migration20261123101557_admin_mfa },
  { name: 'Migration20261123101805_publishing', class: Migration20261123101805_publishing },
  { name: 'Migration20261124135626_audit_failed_login_summary', class: Migration20261124135626_audit_failed_login_summary },
  { name: 'Migration20261124140017_documents', class: Migration20261124140017_documents },
  { name: 'Migration20261124140855_alerts', class: Migration20261124140855_alerts },
  { name: 'Migration20261124141326_article_preview_generation', class: Migration20261124141326_article_preview_generation },
  { name: 'Migration20261124141655_company_content', class: Migration20261124141655_company_content },
  { name: 'Migration20261124142000_article_preview', class: Migration20261124142000_article_preview },
  { name: 'Migration20261124143533_slot_photo', class: Migration20261124143533_slot_photo },
  { name: 'Migration20261124144500_contact_message', class: Migration20261124144500_contact_message },
  { name: 'Migration20261124170000_corrections', class: Migration20261124170000_corrections },
  { name: 'Migration20261124172000_document_preview_generation', class: Migration20261124172000_document_preview_generation },
  { name: 'Migration20261128101000_alert_delivery_message_id', class: Migration20261128101000_alert_delivery_message_id },
  { name: 'Migration20261128102000_shared_rate_limits', class: Migration20261128102000_shared_rate_limits },
  { name: 'Migration20261128104000_drilling', class: Migration20261128104000_drilling },
  { name: 'Migration20261128105000_article_former_slugs', class: Migration20261128105000_article_former_slugs },
  { name: 'Migration20261128106000_photo_metadata', class: Migration20261128106000_photo_metadata },
];
