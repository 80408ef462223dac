import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicConfig } from '../../config.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { adminAppPlugin } from './admin-app.ts';
import { authPlugin } from './auth.ts';
import { adminAuthRoutes } from './routes/auth.ts';
import { adminApi } from './routes/index.ts';

/** Device cookies are signed with their own key, derived from the JWT secret so no new setting is needed. */
const deviceCookieSecret = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('device-cookie').digest('base64url');

/**
 * The admin: its sessions, the login, the signed-in API over every feature's services, and the HTML shell
 * of its screens (when pages are served). Registered after the features whose services it edits.
 */
export const adminFeature = fp(
  async (app: FastifyInstance, { config, clock, ssr }: FeatureOptions) => {
    const { db } = app;
    await app.register(authPlugin, { secret: config.JWT_SECRET, db });
    // Only the login route reads or sets a cookie (the device cookie): cookie parsing runs for it alone.
    await app.register(async (login) => {
      await login.register(fastifyCookie, { secret: deviceCookieSecret(config.JWT_SECRET) });
      await login.register(adminAuthRoutes, {
        db,
        clock,
        audit: app.publishing.audit,
        require2fa: config.ADMIN_REQUIRE_2FA,
        secureCookies: config.SITE_URL.startsWith('https://'),
      });
    });
    await app.register(adminApi, { require2fa: config.ADMIN_REQUIRE_2FA, clock });
    if (ssr) {
      const { siteUrl, gaMeasurementId, companyTimeZone } = publicConfig(config);
      await app.register(adminAppPlugin, { mode: ssr, buildDir: config.BUILD_DIR, config: { siteUrl, gaMeasurementId, companyTimeZone } });
    }
  },
  { name: 'admin', dependencies: ['db', 'publishing', 'articles', 'documents', 'company', 'media', 'alerts', 'contact', 'drilling'] },
);
