import type { FastifyInstance } from 'fastify';
import { CACHE_CONTROL, withCacheControl } from '../../http/response-cache.ts';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** Links the browser may fetch ahead: pages of this site, never the admin, the API, files, search or new tabs. */
const linkedPages = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/admin{/*}?' } },
    { not: { href_matches: '/api/*' } },
    { not: { href_matches: '/search{/*}?' } },
    { not: { href_matches: '/(assets|media|images|fonts)/*' } },
    { not: { href_matches: '/*.:ext(pdf|zip|xml|txt)' } },
    { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow]' } },
  ],
};

/**
 * Speculation Rules, sent by URL in a response header (no inline script, so the CSP stays strict): a
 * page is fetched while the pointer rests on its link or a finger presses it, and prerendered on the
 * press, so the document navigation that follows is near instant.
 */
const rules = {
  prefetch: [{ where: linkedPages, eagerness: 'moderate' }],
  prerender: [{ where: linkedPages, eagerness: 'conservative' }],
};

export async function speculationRulesRoutes(app: FastifyInstance) {
  const body = JSON.stringify(rules);
  app.get(SPECULATION_RULES_PATH, (_request, reply) =>
    withCacheControl(reply.type('application/speculationrules+json'), CACHE_CONTROL.deployText).send(body),
  );
}
