import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AlertSubscriber } from '../../src/server/db/entities/alert-subscriber.entity.ts';
import { SIGNUP_FORM } from '../../src/shared/alert-form.ts';
import { CONSENT_TEXT, SUBSCRIPTION_ACCEPTED } from '../../src/shared/alerts.ts';
import { alertsApp } from '../helpers/alerts.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const post = (app: Awaited<ReturnType<typeof alertsApp>>['app'], fields: [string, string][], accept = BROWSER_ACCEPT) =>
  app.inject({ method: 'POST', url: '/api/alerts/subscriptions', payload: new URLSearchParams(fields).toString(), headers: { ...FORM, accept } });

test('a form posted without JavaScript with mistakes gets the form back as a page, each mistake by its field, what was typed kept', async (t) => {
  const { app, orm } = await alertsApp(t);
  const response = await post(app, [['email', 'investor@example'], ['categories', 'Project Updates'], ['location', 'home'], ['website', '']]);

  assert.equal(response.statusCode, 400);
  assert.match(response.headers['content-type'] as string, /^text\/html/);
  const page = response.body;
  assert.match(page, new RegExp(`<h1>${SIGNUP_FORM.fixTitle}</h1>`));
  assert.match(page, /<input id="email" name="email" type="email" autocomplete="email" required value="investor@example" aria-invalid="true" aria-describedby="email-error"><p class="error" id="email-error">E-mail address must be a valid e-mail address<\/p>/);
  assert.match(page, /<p class="error" id="consent-error">Consent is required: tick the box to receive news alerts<\/p>/);
  assert.match(page, /<input type="checkbox" name="categories" value="Project Updates" checked> Project Updates/);
  assert.match(page, /<input type="checkbox" name="categories" value="Company News"> Company News/, 'an unticked category stays unticked');
  assert.ok(page.includes(CONSENT_TEXT));
  assert.match(page, /<input type="hidden" name="location" value="home">/);
  assert.match(page, /<form method="post" action="\/api\/alerts\/subscriptions">/);
  assert.equal(await orm.em.fork().count(AlertSubscriber, {}), 0);
});

test('no category ticked is named on the page, and what was typed is escaped', async (t) => {
  const { app } = await alertsApp(t);
  const response = await post(app, [['email', '"><script>alert(1)</script>@example.com'], ['consent', 'yes']]);
  assert.equal(response.statusCode, 400);
  assert.match(response.body, /<p class="error" id="categories-error">Categories must be one or more of: Company News, Industry Analysis, Market Commentary, Project Updates<\/p>/);
  assert.ok(!response.body.includes('<script>alert(1)'));
  assert.match(response.body, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;@example\.com"/);
  assert.match(response.body, /name="consent" value="yes" required checked/, 'the consent given stays ticked');
});

test('an address typed with a display name comes back on the page with its message by the field', async (t) => {
  const { app, orm } = await alertsApp(t);
  const response = await post(app, [['email', 'Investor <investor@example.com>'], ['categories', 'Company News'], ['consent', 'yes'], ['location', 'home']]);
  assert.equal(response.statusCode, 400);
  assert.ok(
    response.body.includes(
      '<input id="email" name="email" type="email" autocomplete="email" required value="Investor &lt;investor@example.com&gt;" aria-invalid="true" aria-describedby="email-error"><p class="error" id="email-error">E-mail address must be a valid e-mail address</p>',
    ),
    response.body,
  );
  assert.equal(await orm.em.fork().count(AlertSubscriber, {}), 0);
});

test('an empty form post gets the form back naming every field', async (t) => {
  const { app } = await alertsApp(t);
  const response = await app.inject({ method: 'POST', url: '/api/alerts/subscriptions', headers: { ...FORM, accept: BROWSER_ACCEPT } });
  assert.equal(response.statusCode, 400);
  for (const id of ['email-error', 'categories-error', 'consent-error']) assert.match(response.body, new RegExp(`id="${id}"`));
});

test('the sign-up script posts the same form asking for JSON, and gets the 202 or the labelled 400 in JSON', async (t) => {
  const { app, orm } = await alertsApp(t);
  const bad = await post(app, [['email', 'nope'], ['location', 'home']], 'application/json');
  assert.equal(bad.statusCode, 400);
  assert.match(bad.headers['content-type'] as string, /^application\/json/);
  const { errors } = bad.json() as { errors: Record<string, string> };
  assert.equal(errors.email, 'E-mail address must be a valid e-mail address');
  assert.equal(errors.consent, 'Consent is required: tick the box to receive news alerts');

  const good = await post(app, [['email', 'script@example.com'], ['categories', 'Company News'], ['consent', 'yes'], ['location', 'news-alerts-dialog'], ['website', '']], 'application/json');
  assert.equal(good.statusCode, 202);
  assert.deepEqual(good.json(), { message: SUBSCRIPTION_ACCEPTED });
  const stored = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'script@example.com' });
  assert.equal(stored.consentLocation, 'news-alerts-dialog');
});

test('a JSON sign-up with a mistake still gets JSON', async (t) => {
  const { app } = await alertsApp(t);
  const response = await app.inject({ method: 'POST', url: '/api/alerts/subscriptions', payload: { email: 'a@example.com', categories: [], consent: true }, headers: { accept: BROWSER_ACCEPT } });
  assert.equal(response.statusCode, 400);
  assert.match(response.headers['content-type'] as string, /^application\/json/);
});
