import { COMPANY_NAME } from '../../../shared/site.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';

/**
 * The list every alert e-mail belongs to (RFC 2919), named on the site's host so mail clients and filters
 * group the messages and the unsubscribe control of providers applies to the list.
 */
export function listId(siteUrl: string): string {
  return `${COMPANY_NAME} news alerts <news-alerts.${new URL(siteUrl).hostname}>`;
}

/** An e-mail's HTML document: its language and title, for screen readers and the clients that show them. */
export function emailHtml(title: string, body: string[]): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:640px;margin:0 auto;padding:24px">',
    ...body,
    '</body></html>',
  ].join('\n');
}
