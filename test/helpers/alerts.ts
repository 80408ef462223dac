import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONFIRMATION_SUBJECT } from '../../src/server/features/alerts/confirmation-message.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { bearer, loginToken } from './admin.ts';
import { buildTestApp } from './api.ts';
import { type TestClock, testClock } from './clock.ts';
import { ARTICLE } from './publishing.ts';
import type { smtpInbox } from './smtp.ts';
import { until } from './until.ts';

export const ALL_CATEGORIES = ['Company News', 'Industry Analysis', 'Market Commentary', 'Project Updates'];

type Inbox = Awaited<ReturnType<typeof smtpInbox>>;

/** The API sending through `inbox` (or to the outbox folder without one), with a logged-in admin. */
export async function alertsApp(t: TestContext, options: { inbox?: Inbox; clock?: TestClock; databaseUrl?: string } = {}) {
  const clock = options.clock ?? testClock();
  // The outbox folder (no SMTP_URL) is the test's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-alerts-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = options.inbox
    ? { DATA_DIR: dataDir, SMTP_URL: options.inbox.url, ALERTS_FROM: 'District Copper <news@districtcopper.com>' }
    : { DATA_DIR: dataDir };
  const built = await buildTestApp(t, env, options.databaseUrl, { clock: clock.now });
  await built.app.ready();
  const headers = bearer(await loginToken(built.app));
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    built.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const publish = async (body: Partial<typeof ARTICLE> & { emailSubscribers?: boolean } = {}): Promise<AdminArticle> => {
    const response = await admin('POST', '/api/admin/articles', { ...ARTICLE, published: true, ...body });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as AdminArticle;
  };
  return { ...built, clock, admin, publish };
}

export function signUp(app: FastifyInstance, email: string, categories = ALL_CATEGORIES, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/alerts/subscriptions',
    payload: { email, categories, consent: true, location: 'home', ...extra },
    headers: { 'user-agent': 'Investor Browser/1.0' },
    remoteAddress: '198.51.100.23',
  });
}

/** Signs up, opens the link in the confirmation e-mail and presses its Confirm button, as a person would. */
export async function confirmedSubscriber(app: FastifyInstance, inbox: Inbox, email: string, categories = ALL_CATEGORIES): Promise<void> {
  assert.equal((await signUp(app, email, categories)).statusCode, 202);
  await until(() => inbox.to(email).some((m) => m.mail.subject === CONFIRMATION_SUBJECT), `the confirmation e-mail to ${email}`);
  const link = confirmLink(inbox.to(email).findLast((m) => m.mail.subject === CONFIRMATION_SUBJECT)!.mail.text ?? '');
  const page = await app.inject({ method: 'GET', url: link });
  assert.equal(page.statusCode, 200, page.body);
  const confirmed = await app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
}

export function confirmLink(text: string): string {
  const match = /http:\/\/127\.0\.0\.1:3000(\/alerts\/confirm\/\S+)/.exec(text);
  assert.ok(match, `no confirmation link in: ${text}`);
  return match[1]!;
}
