import { type Static, Type } from '@sinclair/typebox';

/** An article in the trash: restorable until `purgeAt`, when it is deleted for good. */
export const TrashedArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  deletedAt: Type.String(),
  purgeAt: Type.String(),
});
export type TrashedArticle = Static<typeof TrashedArticle>;
