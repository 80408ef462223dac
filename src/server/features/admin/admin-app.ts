import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ViteDevServer } from 'vite';
import { ADMIN_CONFIG_ELEMENT_ID, type AdminConfig, adminPage, adminTitle } from '../../../shared/admin-pages.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { jsonScript } from '../../../shared/json-script.ts';
import { CACHE_CONTROL, withCacheControl } from '../../http/response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Vite in middleware mode, in development only (the SSR plugin starts it). */
    vite?: ViteDevServer;
  }
}

export interface AdminAppOptions {
  mode: 'production' | 'development';
  buildDir: string;
  /** The public settings the admin reads; whether e-mail is configured is the alerts feature's to say. */
  config: Omit<AdminConfig, 'emailConfigured'>;
}

/**
 * The admin application's HTML shell for each of its screens (ADMIN_PAGES), with the screen's title and the
 * settings it reads; the browser renders the rest. Any other address under /admin is the site's 404 page.
 * That page is drawn by the pages feature's renderPage, looked up when a request comes (pages register last).
 */
export const adminAppPlugin = fp(async (app: FastifyInstance, opts: AdminAppOptions) => {
  const source = (url: string): Promise<string> | string =>
    opts.mode === 'development'
      ? app.vite!.transformIndexHtml(url, readFileSync(resolve('admin.html'), 'utf8'))
      : built;
  const built = opts.mode === 'production' ? readFileSync(join(opts.buildDir, 'client', 'admin.html'), 'utf8') : '';
  const settings: AdminConfig = { ...opts.config, emailConfigured: app.alerts.emailConfigured };
  const config = jsonScript(ADMIN_CONFIG_ELEMENT_ID, settings);

  async function serveShell(request: FastifyRequest, reply: FastifyReply) {
    const page = adminPage(request.url.split('?')[0]!);
    if (!page) return app.renderPage(request, reply);
    const html = (await source(request.url))
      .replace('<!--admin-head-->', `<title>${escapeHtml(adminTitle(page))}</title>`)
      .replace('<!--admin-config-->', config);
    // The shell is the same for every visitor, but what it leads to is private: keep it out of shared caches.
    return withCacheControl(reply, CACHE_CONTROL.none).type('text/html; charset=utf-8').send(html);
  }
  app.get('/admin', serveShell);
  app.get('/admin/*', serveShell);
});
