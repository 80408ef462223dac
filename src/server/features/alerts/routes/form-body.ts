import type { FastifyInstance } from 'fastify';

/**
 * The sign-up and unsubscribe forms post without JavaScript (application/x-www-form-urlencoded). Read into
 * the JSON shape the schemas check: repeated fields as lists, a ticked checkbox as true. Registered only
 * inside the alert routes' plugin.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    const params = new URLSearchParams(body.toString());
    const value: Record<string, unknown> = {};
    for (const key of new Set(params.keys())) {
      if (key === 'categories') value.categories = params.getAll(key);
      else if (key === 'consent') value.consent = params.get(key) !== '';
      else value[key] = params.get(key);
    }
    done(null, value);
  });
}

/**
 * A browser posting a form by itself wants pages back (a redirect, or the form with its mistakes); the
 * sign-up script posts the same form asking for JSON, and JSON bodies always get JSON.
 */
export function wantsPage(headers: { 'content-type'?: string; accept?: string }): boolean {
  return isFormPost(headers['content-type']) && !(headers.accept ?? '').includes('application/json');
}

export const isFormPost = (contentType: string | undefined) => (contentType ?? '').startsWith('application/x-www-form-urlencoded');
