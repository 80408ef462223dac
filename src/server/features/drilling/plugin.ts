import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../feature-options.ts';
import { programAdmin } from './program-admin.ts';
import { programTables } from './program-tables.ts';
import { publicResults } from './public-results.ts';
import { releasePrograms, takeTables } from './release-tables.ts';
import { resultChecks } from './result-checks.ts';
import { adminDrillingRoutes } from './routes/admin-drilling.ts';
import { drillResultRoutes } from './routes/drill-results.ts';

export interface Drilling {
  /** The programs each release reports, read and saved with the release's writes (admin/article-admin.ts). */
  releasePrograms: typeof releasePrograms;
  /** The Drilling section's API, which the admin registers inside its guarded scope. */
  adminRoutes: FastifyPluginAsync;
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
    const { db, publishing } = app;
    publishing.publication.addHook({ published: (em, articleIds, now) => takeTables(em, articleIds, now) });
    publishing.checks.add(async (release, { qualifiedPerson }) => {
      const ids = release.drillPrograms ?? [];
      if (!ids.length) return [];
      const tables = await db.run((em) => programTables(em, ids));
      return resultChecks({ ...release, qualifiedPerson, tables: ids.flatMap((id) => tables.get(id) ?? []) });
    });
    const programs = programAdmin({ db, clock, publication: publishing.publication });
    app.decorate('drilling', { releasePrograms, adminRoutes: async (admin) => admin.register(adminDrillingRoutes, { programs }) });
    await app.register(drillResultRoutes, { results: publicResults(db, clock) });
  },
  { name: 'drilling', dependencies: ['db', 'publishing'] },
);
