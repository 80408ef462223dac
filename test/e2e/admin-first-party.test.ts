import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startSite } from '../helpers/e2e.ts';

test('with analytics configured, admin pages load no third-party script and their CSP names no third-party host', async (t) => {
  const site = await startSite(t, { env: { GA_MEASUREMENT_ID: 'G-TEST1234', LEAD_FORM_SCRIPT_URL: 'https://forms.example/embed.js' } });
  const home = await fetch(`${site.url}/`);
  assert.match(await home.text(), /googletagmanager\.com/, 'public pages keep analytics');
  assert.match(home.headers.get('content-security-policy') ?? '', /googletagmanager\.com/);
  for (const path of ['/admin', '/admin/analytics']) {
    const response = await fetch(`${site.url}${path}`);
    assert.equal(response.status, 200, path);
    const html = await response.text();
    assert.doesNotMatch(html, /googletagmanager\.com\/gtag\/js|<script[^>]*src="(https?:)?\/\//, path);
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    for (const src of scripts) assert.ok(src.startsWith('/'), `${path} loads ${src}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(csp, /https?:\/\/|\*\./, path);
  }
});
