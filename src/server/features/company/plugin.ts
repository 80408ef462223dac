import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChecklistItem } from '../../../shared/launch-checklist.ts';
import type { SiteContent } from '../../../shared/site-content.ts';
import { lastGood } from '../../db/last-good.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { type CompanyEvents, companyEvents, listedEvents } from './company-events.ts';
import { type CompanyFactsService, companyFactsService } from './company-facts.ts';
import type { ContentWriteContext } from './content-writes.ts';
import { launchChecklistReader } from './launch-checklist.ts';
import { eventsCalendarRoutes } from './routes/events-calendar.ts';
import { type ShareReadings, shareReadings } from './share-readings.ts';
import { loadSiteContent } from './site-content.ts';

export interface CompanyContent {
  /** What every write of site content needs; each write drops every cached page before its answer leaves. */
  writes: ContentWriteContext;
  facts: CompanyFactsService;
  shareReadings: ShareReadings;
  events: CompanyEvents;
  /** Unconfirmed facts and events left undated after their year: the admin's launch checklist. */
  launchChecklist(): Promise<ChecklistItem[]>;
  /** What pages show beside articles, read for every render, held as last read while the database is down. */
  siteContent(): Promise<SiteContent>;
}

declare module 'fastify' {
  interface FastifyInstance {
    company: CompanyContent;
  }
}

/** What the IR manager edits beside releases: company facts, share structure readings and events (with their calendar files). */
export const companyFeature = fp(
  async (app: FastifyInstance, { config, clock }: FeatureOptions) => {
    const { db } = app;
    const writes: ContentWriteContext = { db, clock, onContentChanged: () => void app.cluster.publicChanged(['content']) };
    const content = lastGood(() => loadSiteContent(db));
    app.decorate('company', {
      writes,
      facts: companyFactsService(writes),
      shareReadings: shareReadings(writes, config.COMPANY_TIMEZONE),
      events: companyEvents(writes, config.COMPANY_TIMEZONE),
      launchChecklist: launchChecklistReader(db, clock, config.COMPANY_TIMEZONE),
      siteContent: () => content.get(),
    });
    await app.register(eventsCalendarRoutes, {
      events: () => db.run(listedEvents),
      calendar: { siteUrl: config.SITE_URL, timeZone: config.COMPANY_TIMEZONE },
    });
  },
  { name: 'company', dependencies: ['db', 'cluster-bus'] },
);
