import type { DrillProject, DrillResults, ReleaseResults } from '../../../shared/drilling.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { shownTables } from './release-tables.ts';
import { projectResults, releaseResults } from './result-views.ts';

export interface PublicResults {
  /** A project's public holes. */
  project(project: DrillProject): Promise<DrillResults>;
  /** A public release's tables, every version; null when no public release has the slug. */
  release(slug: string): Promise<ReleaseResults | null>;
}

export function publicResults(db: Db, clock: () => Date): PublicResults {
  return {
    project: (project) => db.run(async (em) => projectResults(await shownTables(em, clock(), { project }))),
    release: (slug) =>
      db.run(async (em) => {
        const now = clock();
        if (!(await em.count(Article, { ...visibleAt(now), slug }))) return null;
        return releaseResults(await shownTables(em, now, { slug }));
      }),
  };
}
