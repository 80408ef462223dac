import type { FastifyBaseLogger } from 'fastify';
import type { PublicTopic } from '../../plugins/cluster-bus.ts';
import { DOCUMENT_PAGES, PAGES, RELEASE_PAGES } from '../../../shared/pages.ts';
import { addressesPurgedBy } from '../../http/response-cache.ts';

const PURGE_TIMEOUT_MS = 5_000;

/** The public addresses a CDN may hold that show what a topic names. */
export function purgePaths(topics: PublicTopic[]): string[] {
  const paths = new Set<string>();
  for (const topic of topics) {
    // The pages that show the topic, then the other addresses the response cache's table says it drops.
    if (topic === 'articles') for (const path of [...RELEASE_PAGES, ...addressesPurgedBy(topic)]) paths.add(path);
    else if (topic === 'documents') for (const path of [...DOCUMENT_PAGES, ...addressesPurgedBy(topic)]) paths.add(path);
    // Company facts show in every page's header and footer.
    else if (topic === 'content') for (const path of [...PAGES.map((page) => page.path), ...addressesPurgedBy(topic)]) paths.add(path);
    else {
      const slug = encodeURIComponent(topic.slice('article:'.length));
      paths.add(`/articles/${slug}`);
      paths.add(`/api/articles/${slug}`);
    }
  }
  return [...paths];
}

/**
 * CDN_PURGE_URL receives `POST { "paths": [...] }` from the process that made a change, after it
 * committed; the CDN's own short lifetimes cover a purge that fails, so a failure is logged, not retried.
 */
export function cdnPurge(url: string, log: FastifyBaseLogger): (topics: PublicTopic[]) => Promise<void> {
  return async (topics) => {
    const paths = purgePaths(topics);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paths }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      if (!response.ok) log.warn({ status: response.status, paths }, 'cdn: purge refused');
    } catch (err) {
      log.warn({ err, paths }, 'cdn: purge failed');
    }
  };
}
