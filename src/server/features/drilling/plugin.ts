import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../feature-options.ts';
import { programAdmin } from './program-admin.ts';
import { programTables } from './program-tables.ts';
import { type PublicResults, publicResults } from './public-results.ts';
import { releasePrograms, takeTables } from './release-tables.ts';
import { type ResourceEstimates, releaseResources, resourceEstimates } from './resource-estimates.ts';
import { resultChecks } from './result-checks.ts';
import { adminDrillingRoutes } from './routes/admin-drilling.ts';
import { adminResourceEstimateRoutes } from './routes/admin-resource-estimates.ts';
import { drillResultRoutes } from './routes/drill-results.ts';
import { releaseDownloadRoutes } from './routes/release-downloads.ts';

export interface Drilling {
  /** The programs each release reports, read and saved with the release's writes (articles/article-admin.ts). */
  releasePrograms: typeof releasePrograms;
  /** The Drilling section's API, which the admin registers inside its guarded scope. */
  adminRoutes: FastifyPluginAsync;
  /** What the public pages show: a project's holes, a release's tables, and the estimates public with either. */
  results: PublicResults;
  estimates: Pick<ResourceEstimates, 'shown'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    drilling: Drilling;
  }
}

/**
 * Drill results as data: programs and their imported holes (admin), the tables a release reports, kept as
 * published when it goes public, its pre-publish checks, and the public results of each project.
 */
export const drillingFeature = fp(
  async (app: FastifyInstance, { clock }: FeatureOptions) => {
    const { db, publishing, releases } = app;
    publishing.publication.addHook({ published: (em, articleIds, now) => takeTables(em, articleIds, now) });
    releases.checks.add(async (release, { qualifiedPerson }) => {
      const ids = release.drillPrograms ?? [];
      const { tables, resources } = await db.run(async (em) => ({ tables: await programTables(em, ids), resources: await releaseResources(em, { slug: release.slug }) }));
      return resultChecks({ ...release, qualifiedPerson, tables: ids.flatMap((id) => tables.get(id) ?? []), resources });
    });
    const programs = programAdmin({ db, clock, publication: publishing.publication });
    const results = publicResults(db, clock);
    const publicDocument = async (id: number) => {
      const found = (await app.documents.publicList({})).find((doc) => doc.id === id);
      return found ? { title: found.title, url: found.url } : null;
    };
    const estimates = resourceEstimates({ db, clock, publicDocument });
    app.decorate('drilling', {
      releasePrograms,
      adminRoutes: async (admin) => {
        await admin.register(adminDrillingRoutes, { programs });
        await admin.register(adminResourceEstimateRoutes, { estimates });
      },
      results,
      estimates,
    });
    await app.register(drillResultRoutes, { results });
    await app.register(releaseDownloadRoutes, { results, estimates });
  },
  { name: 'drilling', dependencies: ['db', 'publishing', 'articles', 'documents'] },
);
