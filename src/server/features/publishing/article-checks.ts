import type { ArticleInput } from '../../../shared/article.ts';
import { type CheckResults, confirmedQualifiedPerson, runChecks } from '../../../shared/checks/disclosure-checks.ts';
import { FILE_PREFIXES, FIXED_PATHS } from '../../../shared/pages.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { readCompanyFacts } from '../company/company-facts.ts';


/** The pre-publish checks on the server, for API clients and before a release goes public. */
export function articleChecks(db: Db) {
  return async (input: Pick<ArticleInput, 'title' | 'description' | 'content'>): Promise<CheckResults> => {
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
    return runChecks(input, { qualifiedPerson: confirmedQualifiedPerson(facts), pathExists });
  };
}
