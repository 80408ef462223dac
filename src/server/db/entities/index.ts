import { AdminUserSchema } from './admin-user.entity.ts';
import { ArticlePreviewSchema } from './article-preview.entity.ts';
import { ContactMessageSchema } from './contact-message.entity.ts';
import { ArticleRevisionSchema } from './article-revision.entity.ts';
import { ArticleSchema } from './article.entity.ts';
import { AuditEventSchema } from './audit-event.entity.ts';
import { LoginFailureSchema } from './login-failure.entity.ts';
import { MediaFileSchema } from './media-file.entity.ts';
import { RecoveryCodeSchema } from './recovery-code.entity.ts';
import { RevokedTokenSchema } from './revoked-token.entity.ts';

export const entities = [
  ArticleSchema,
  AdminUserSchema,
  RevokedTokenSchema,
  LoginFailureSchema,
  RecoveryCodeSchema,
  ArticleRevisionSchema,
  AuditEventSchema,
  MediaFileSchema,
  ArticlePreviewSchema,
  ContactMessageSchema,
];
