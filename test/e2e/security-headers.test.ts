import assert from 'node:assert/strict';
import { test } from 'node:test';
import { observatoryScore } from '../helpers/observatory.ts';
import { sharedSite, startSite } from '../helpers/e2e.ts';

test('/, the news list, an article and /admin score A+ (100 or more) on Observatory-style header rules', async (t) => {
  const site = await startSite(t, { env: { SITE_URL: 'https://districtcopper.example' } });
  for (const path of ['/', '/investors/media', '/articles/no-such-article', '/admin']) {
    const response = await fetch(site.url + path);
    const { score, notes } = observatoryScore(response.headers, true);
    assert.ok(score >= 100, `${path}: ${score}\n${notes.join('\n')}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(/script-src[^;]*/.exec(csp)?.[0] ?? '', /unsafe-inline/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-powered-by'), null);
    assert.ok(response.headers.get('permissions-policy'));
  }
});

test('the CSP names third-party hosts only when they are configured', async (t) => {
  const bare = await sharedSite();
  const plain = (await fetch(`${bare.url}/`)).headers.get('content-security-policy') ?? '';
  assert.doesNotMatch(plain, /googletagmanager|forms\.example/);
  const configured = await startSite(t, {
    env: { GA_MEASUREMENT_ID: 'G-TEST1234', CONTACT_FORM_URL: 'https://forms.example/contact' },
  });
  const csp = (await fetch(`${configured.url}/`)).headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self' https:\/\/www\.googletagmanager\.com/);
  assert.match(csp, /frame-src https:\/\/forms\.example/);
});

test('server HTML holds no inline executable script: page state is application/json', async () => {
  const site = await sharedSite();
  const html = await (await fetch(`${site.url}/`)).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, attrs, body] of scripts) {
    if (body!.trim()) assert.match(attrs!, /type="application\/(json|ld\+json)"/, `inline script: ${attrs}`);
  }
});
