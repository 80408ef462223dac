import { AlertDeliverySchema } from './alert-delivery.entity.ts';
import { AlertSubscriberSchema } from './alert-subscriber.entity.ts';
import { AdminUserSchema } from './admin-user.entity.ts';
import { ArticleFormerSlugSchema } from './article-former-slug.entity.ts';
import { ArticlePreviewSchema } from './article-preview.entity.ts';
import { ContactMessageSchema } from './contact-message.entity.ts';
import { ArticleRevisionSchema } from './article-revision.entity.ts';
import { ArticleSchema } from './article.entity.ts';
import { AuditEventSchema } from './audit-event.entity.ts';
import { CompanyEventRowSchema } from './company-event.entity.ts';
import { CompanyFactsRowSchema } from './company-facts.entity.ts';
import { ContentRevisionSchema } from './content-revision.entity.ts';
import { DocumentChunkSchema } from './document-chunk.entity.ts';
import { DocumentFileSchema } from './document-file.entity.ts';
import { DocumentRevisionSchema } from './document-revision.entity.ts';
import { LibraryDocumentSchema } from './document.entity.ts';
import { DRILLING_ENTITIES } from './drilling.entity.ts';
import { LastQuoteRowSchema } from './last-quote.entity.ts';
import { ImageArchiveChunkSchema, ImageArchiveSchema } from './image-archive.entity.ts';
import { LoginFailureSchema } from './login-failure.entity.ts';
import { MediaFileSchema } from './media-file.entity.ts';
import { RateHitSchema } from './rate-hit.entity.ts';
import { RecoveryCodeSchema } from './recovery-code.entity.ts';
import { RevokedTokenSchema } from './revoked-token.entity.ts';
import { ReviewConfirmationSchema } from './review-confirmation.entity.ts';
import { CompanySettingSchema } from './company-setting.entity.ts';
import { ShareReadingRowSchema } from './share-reading.entity.ts';
import { SlotPhotoRowSchema } from './slot-photo.entity.ts';

export const entities = [
  ArticleSchema,
  ArticleFormerSlugSchema,
  AdminUserSchema,
  RevokedTokenSchema,
  LoginFailureSchema,
  RecoveryCodeSchema,
  ArticleRevisionSchema,
  AuditEventSchema,
  MediaFileSchema,
  LibraryDocumentSchema,
  DocumentFileSchema,
  DocumentChunkSchema,
  DocumentRevisionSchema,
  AlertSubscriberSchema,
  AlertDeliverySchema,
  CompanyFactsRowSchema,
  ContentRevisionSchema,
  ShareReadingRowSchema,
  CompanyEventRowSchema,
  SlotPhotoRowSchema,
  ImageArchiveSchema,
  ImageArchiveChunkSchema,
  ArticlePreviewSchema,
  ContactMessageSchema,
  RateHitSchema,
  LastQuoteRowSchema,
  ReviewConfirmationSchema,
  CompanySettingSchema,
  ...DRILLING_ENTITIES,
];
