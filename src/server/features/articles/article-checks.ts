import type { ArticleInput } from '../../../shared/article.ts';
import { type CheckItem, type CheckResults, confirmedQualifiedPerson, runChecks } from '../../../shared/checks/disclosure-checks.ts';
import { FILE_PREFIXES, FIXED_PATHS } from '../../../shared/pages.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { readCompanyFacts } from '../company/index.ts';

/** What the checks read of a release: the body as saved (its text, what it carries, when it goes public). */
export type CheckedRelease = ArticleInput;

/**
 * A feature's own pre-publish checks of what a release carries (drilling: its result tables; the newswire
 * time): it returns errors, or errors and warnings.
 */
export type ReleaseCheck = (release: CheckedRelease, context: { qualifiedPerson: string | null }) => Promise<CheckItem[] | CheckResults>;

const same = (a: CheckItem, b: CheckItem) => a.code === b.code && a.match === b.match && a.message === b.message;

/**
 * The pre-publish checks on the server, for API clients and before a release goes public: the text's checks
 * (shared with the form), then those features add with `add`, whose errors block publication the same way.
 */
export function articleChecks(db: Db) {
  const added: ReleaseCheck[] = [];
  const check = async (input: CheckedRelease): Promise<CheckResults> => {
    const { rows, facts } = await db.run(async (em) => ({
      rows: await em.find(Article, { deletedAt: null }, { fields: ['slug'] }),
      facts: (await readCompanyFacts(em)).facts,
    }));
    const slugs = new Set(rows.map((a) => a.slug));
    const pathExists = (path: string) => {
      const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (FIXED_PATHS.has(bare) || FILE_PREFIXES.some((prefix) => bare.startsWith(prefix))) return true;
      const article = /^\/articles\/([^/]+)$/.exec(bare);
      return article ? slugs.has(decodeURIComponent(article[1]!)) : false;
    };
    const qualifiedPerson = confirmedQualifiedPerson(facts);
    const results = runChecks(input, { qualifiedPerson, pathExists });
    // A rule both make (the Qualified Person's, on technical text) is reported once.
    for (const more of added) {
      const found = await more(input, { qualifiedPerson });
      const { errors, warnings } = Array.isArray(found) ? { errors: found, warnings: [] } : found;
      for (const item of errors) if (!results.errors.some((e) => same(e, item))) results.errors.push(item);
      results.warnings.push(...warnings);
    }
    return results;
  };
  return Object.assign(check, { add: (more: ReleaseCheck) => void added.push(more) });
}
