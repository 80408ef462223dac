import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_SOURCES } from '../../shared/site-image.ts';
import type { Config } from '../config.ts';

const GA_HOSTS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

const ADMIN_URL = /^\/(api\/)?admin(\/|\?|$)/;

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/**
 * The Content-Security-Policy allows only ourselves plus the third parties that are actually configured.
 * Admin pages (`firstPartyOnly`) name no third party at all: they hold the session token.
 */
export function contentSecurityPolicy(config: Config, firstPartyOnly = false): string {
  const thirdParty = !firstPartyOnly;
  const ga = thirdParty && config.GA_MEASUREMENT_ID ? GA_HOSTS : [];
  const formScript = thirdParty ? origin(config.LEAD_FORM_SCRIPT_URL) : [];
  const frames = thirdParty
    ? [...origin(config.PRESENTATION_FORM_URL), ...origin(config.NEWSLETTER_FORM_URL), ...origin(config.CONTACT_FORM_URL)]
    : [];
  const list = (items: string[]) => [...new Set(items)].join(' ');
  // Vite's dev server injects an inline React Refresh preamble and talks over a WebSocket; production never does.
  const dev = config.NODE_ENV === 'development' ? { script: ["'unsafe-inline'"], connect: ['ws:'] } : { script: [], connect: [] };
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'", ...dev.script, ...ga, ...formScript])}`,
    // styled-components inserts <style> elements at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list([...IMAGE_SOURCES, ...ga])}`,
    "font-src 'self'",
    `connect-src ${list(["'self'", ...dev.connect, ...ga, ...formScript])}`,
    `frame-src ${frames.length ? list(frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  if (config.SITE_URL.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export interface SecurityHeaders {
  /** Every public response's; the response cache stores them in each entry's header set. */
  site: Record<string, string>;
  /** The admin's and its API's: a CSP naming no third party. */
  admin: Record<string, string>;
}

/** The headers every response carries, built once at start-up. */
export function securityHeaders(config: Config): SecurityHeaders {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
  if (config.SITE_URL.startsWith('https://')) common['strict-transport-security'] = 'max-age=63072000; includeSubDomains; preload';
  return {
    site: { 'content-security-policy': contentSecurityPolicy(config), ...common },
    admin: { 'content-security-policy': contentSecurityPolicy(config, true), ...common },
  };
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { headers: SecurityHeaders }) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A cached response's stored header set has them already.
    if (!reply.hasHeader('content-security-policy')) reply.headers(ADMIN_URL.test(request.url) ? opts.headers.admin : opts.headers.site);
    done(null, payload);
  });
});
