import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../src/server/config.ts';
import { contentSecurityPolicy } from '../../src/server/plugins/security-headers.ts';

const config = loadConfig({
  DATABASE_URL: 'postgres://u@127.0.0.1/db',
  JWT_SECRET: 'x'.repeat(40),
  GA_MEASUREMENT_ID: 'G-ABC1234',
  LEAD_FORM_SCRIPT_URL: 'https://forms.example/embed.js',
  CONTACT_FORM_URL: 'https://frames.example/contact',
});

test('the public CSP allows the configured third parties; the admin CSP names no host but our own', () => {
  const publicCsp = contentSecurityPolicy(config);
  assert.match(publicCsp, /googletagmanager/);
  assert.match(publicCsp, /forms\.example/);
  const adminCsp = contentSecurityPolicy(config, true);
  assert.doesNotMatch(adminCsp, /https?:|\*\./);
  assert.match(adminCsp, /script-src 'self';/);
  assert.match(adminCsp, /frame-src 'none'/);
});
