/** The four release categories (SPEC), in their own module so public forms can list them without the schema library. */
export const ARTICLE_CATEGORIES = [
  'Company News',
  'Industry Analysis',
  'Market Commentary',
  'Project Updates',
] as const;
