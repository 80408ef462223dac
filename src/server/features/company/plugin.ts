import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChecklistItem } from '../../../shared/launch-checklist.ts';
import type { SiteContent } from '../../../shared/site-content.ts';
import { lastGood } from '../../db/last-good.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { type CompanyEvents, companyEvents, eventKind, listedEvents } from './company-events.ts';
import { type CompanyFactsService, companyFactsService } from './company-facts.ts';
import type { ContentWriteContext } from '../../core/publishing/content-writes.ts';
import { launchChecklistReader } from './launch-checklist.ts';
import { type ReviewDates, reviewDates } from './review-dates.ts';
import { eventsCalendarRoutes } from './routes/events-calendar.ts';
import { type ShareReadings, shareReadingKind, shareReadings } from './share-readings.ts';
import { loadSiteContent } from './site-content.ts';

export interface CompanyContent {
  /** What every write of site content needs; each write drops every cached page before its answer leaves. */
  writes: ContentWriteContext;
  facts: CompanyFactsService;
  shareReadings: ShareReadings;
  events: CompanyEvents;
  /** The review cycle: when each document, group of facts and page of figures was last confirmed. */
  reviews: ReviewDates;
  /** Unconfirmed facts, events left undated after their year and what is overdue for review: the admin's launch checklist. */
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
    app.publishing.kinds.register(eventKind);
    app.publishing.kinds.register(shareReadingKind);
    const reviews = reviewDates(db, clock, () => void app.cluster.publicChanged(['content']));
    const content = lastGood(() => loadSiteContent(db, reviews));
    app.decorate('company', {
      writes,
      facts: companyFactsService(writes),
      shareReadings: shareReadings(app.publishing, config.COMPANY_TIMEZONE),
      events: companyEvents(app.publishing, config.COMPANY_TIMEZONE),
      reviews,
      launchChecklist: launchChecklistReader(db, clock, config.COMPANY_TIMEZONE, reviews),
      siteContent: () => content.get(),
    });
    await app.register(eventsCalendarRoutes, {
      events: () => db.run(listedEvents),
      calendar: { siteUrl: config.SITE_URL, timeZone: config.COMPANY_TIMEZONE },
    });
  },
  { name: 'company', dependencies: ['db', 'cluster-bus', 'publishing'] },
);
