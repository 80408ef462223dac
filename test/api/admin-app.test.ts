import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ADMIN_PAGES, adminTitle } from '../../src/shared/admin-pages.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';

test('every admin screen is answered with the admin shell under its own title, never cached, with no public page around it', async (t) => {
  const { app } = await buildTestApp(t, {}, undefined, { ssr: 'production' });
  for (const page of ADMIN_PAGES) {
    const response = await app.inject({ method: 'GET', url: page.path });
    assert.equal(response.statusCode, 200, page.path);
    assert.equal(response.headers['cache-control'], 'no-store', page.path);
    const html = response.body;
    assert.ok(html.includes(`<title>${adminTitle(page).replace('&', '&amp;')}</title>`), `${page.path} has its title`);
    assert.match(html, /<script type="module" crossorigin src="\/assets\/admin-[\w-]+\.js"><\/script>/, page.path);
    assert.match(html, /<script type="application\/json" id="admin-config">\{"siteUrl":"[^"]+","gaMeasurementId":null,"companyTimeZone":"America\/Vancouver","emailConfigured":false\}<\/script>/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    // Neither the public header, footer and islands nor a third-party script come with it.
    assert.doesNotMatch(html, /<header|<footer|island|googletagmanager/i, page.path);
  }
});

test('the admin shell’s settings say whether e-mail is configured, as the subscribers API does', async (t) => {
  for (const [env, configured] of [[{}, false], [{ SMTP_URL: 'smtp://127.0.0.1:9' }, true]] as const) {
    const { app } = await buildTestApp(t, env, undefined, { ssr: 'production' });
    const html = (await app.inject({ method: 'GET', url: '/admin/inbox' })).body;
    const settings = JSON.parse(html.match(/<script type="application\/json" id="admin-config">(.*?)<\/script>/)![1]!) as { emailConfigured: boolean };
    assert.equal(settings.emailConfigured, configured, JSON.stringify(env));
    const headers = bearer(await loginToken(app));
    const subscribers = (await app.inject({ method: 'GET', url: '/api/admin/subscribers', headers })).json() as { emailConfigured: boolean };
    assert.equal(subscribers.emailConfigured, configured, JSON.stringify(env));
  }
});

test('an unknown address under /admin is the site’s 404 page with the spec’s texts', async (t) => {
  const { app } = await buildTestApp(t, {}, undefined, { ssr: 'production' });
  for (const url of ['/admin/nope', '/admin/analytics/extra', '/administrator']) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
    assert.ok(response.body.includes('404 - Page Not Found'), url);
    assert.ok(response.body.includes('>Return Home</a>'), url);
    assert.doesNotMatch(response.body, /admin-config/, url);
  }
});

test('a trailing slash or a query still opens the admin screen', async (t) => {
  const { app } = await buildTestApp(t, {}, undefined, { ssr: 'production' });
  for (const url of ['/admin/', '/admin/documents?from=checklist']) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, url);
    assert.match(response.body, /id="admin-config"/, url);
  }
});
