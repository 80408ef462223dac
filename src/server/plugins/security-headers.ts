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

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const csp = contentSecurityPolicy(opts.config);
  const adminCsp = contentSecurityPolicy(opts.config, true);
  const https = opts.config.SITE_URL.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', ADMIN_URL.test(request.url) ? adminCsp : csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    if (https) reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  });
});
