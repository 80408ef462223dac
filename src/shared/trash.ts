/** An article in the trash: restorable until `purgeAt`, when it is deleted for good. */
export interface TrashedArticle {
  id: number;
  title: string;
  slug: string;
  deletedAt: string;
  purgeAt: string;
}
