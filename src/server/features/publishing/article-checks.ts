import type { ArticleInput } from '../../../shared/article.ts';
import { type CheckItem, type CheckResults, confirmedQualifiedPerson, runChecks } from '../../../shared/checks/disclosure-checks.ts';
import { FILE_PREFIXES, FIXED_PATHS } from '../../../shared/pages.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { readCompanyFacts } from '../company/company-facts.ts';

/** What the checks read of a release: its text, and what it carries besides (the drill programs it reports). */
export type CheckedRelease = Pick<ArticleInput, 'title' | 'description' | 'content' | 'drillPrograms'>;

/** A feature's own pre-publish checks of what a release carries (drilling: its result tables); it returns errors. */
export type ReleaseCheck = (release: CheckedRelease, context: { qualifiedPerson: string | null }) => Promise<CheckItem[]>;

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
    for (const more of added) for (const item of await more(input, { qualifiedPerson })) if (!results.errors.some((e) => same(e, item))) results.errors.push(item);
    return results;
  };
  return Object.assign(check, { add: (more: ReleaseCheck) => void added.push(more) });
}
