import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig, serverClock, siteUrlNotice } from '../../src/server/config.ts';

const BASE = { DATABASE_URL: 'postgres://u@127.0.0.1/db', JWT_SECRET: 'x'.repeat(40) };

test('applies the documented defaults', () => {
  const config = loadConfig(BASE);
  assert.equal(config.PORT, 3000);
  assert.equal(config.HOST, '0.0.0.0');
  assert.equal(config.embedded, false);
  assert.equal(config.HTML_CACHE, 'on');
});

test('reports every invalid value at once, one readable line each', () => {
  assert.throws(
    () => loadConfig({ ...BASE, PORT: 'eighty', SITE_URL: 'not a url', GA_MEASUREMENT_ID: 'UA-1', CONTACT_FORM_URL: 'ftp://x' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.problems.length, 4);
      assert.match(error.problems.join('\n'), /PORT="eighty" is invalid: expected a whole number from 1 to 65535/);
      assert.match(error.problems.join('\n'), /GA_MEASUREMENT_ID="UA-1" is invalid/);
      return true;
    },
  );
});

test('without SITE_URL, links are built on the port the server listens on', () => {
  const config = loadConfig({ ...BASE, PORT: '4123' });
  assert.equal(config.SITE_URL, 'http://localhost:4123');
  assert.equal(config.siteUrlSet, false);
  assert.equal(loadConfig({ ...BASE, SITE_URL: 'https://districtcopper.com/' }).SITE_URL, 'https://districtcopper.com');
});

test('start-up names the origin of e-mail links, and in production warns when subscribers could not follow them', () => {
  const local = loadConfig({ ...BASE, PORT: '4123', NODE_ENV: 'development' });
  assert.deepEqual(siteUrlNotice(local), { info: 'Links in e-mails use http://localhost:4123', warning: null });
  const unset = siteUrlNotice(loadConfig({ ...BASE, PORT: '4123' }));
  assert.equal(unset.warning, 'SITE_URL is not set: links in e-mails point at http://localhost:4123 and will not work for subscribers. Set SITE_URL to the site\'s public https address.');
  const plain = siteUrlNotice(loadConfig({ ...BASE, SITE_URL: 'http://districtcopper.com' }));
  assert.equal(plain.warning, "SITE_URL is not https (http://districtcopper.com): links in e-mails will not work for subscribers. Set SITE_URL to the site's public https address.");
  assert.equal(siteUrlNotice(loadConfig({ ...BASE, SITE_URL: 'https://districtcopper.com' })).warning, null);
});

test('refuses to start against PostgreSQL without a JWT secret', () => {
  assert.throws(() => loadConfig({ DATABASE_URL: BASE.DATABASE_URL }), /JWT_SECRET is missing/);
});

test('accepts configured third-party URLs', () => {
  const config = loadConfig({ ...BASE, CONTACT_FORM_URL: 'https://forms.example/contact', GA_MEASUREMENT_ID: 'G-ABC1234' });
  assert.equal(config.CONTACT_FORM_URL, 'https://forms.example/contact');
});

test('COMPANY_TIMEZONE defaults to Vancouver, accepts IANA zones and names a bad one', () => {
  assert.equal(loadConfig(BASE).COMPANY_TIMEZONE, 'America/Vancouver');
  assert.equal(loadConfig({ ...BASE, COMPANY_TIMEZONE: 'America/Toronto' }).COMPANY_TIMEZONE, 'America/Toronto');
  assert.throws(() => loadConfig({ ...BASE, COMPANY_TIMEZONE: 'Pacific Time' }), (error: unknown) => {
    assert.ok(error instanceof ConfigError);
    assert.deepEqual(error.problems, ['COMPANY_TIMEZONE="Pacific Time" is invalid: expected an IANA time zone such as America/Vancouver']);
    return true;
  });
});

test('TRUST_PROXY takes a hop count or a list of addresses and CIDRs; unset trusts no proxy', () => {
  assert.equal(loadConfig(BASE).trustProxy('127.0.0.1', 0), false);
  const hops = loadConfig({ ...BASE, TRUST_PROXY: '1' }).trustProxy;
  assert.deepEqual([hops('203.0.113.1', 0), hops('203.0.113.1', 1)], [true, false]);
  const list = loadConfig({ ...BASE, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy;
  assert.deepEqual([list('10.1.2.3', 0), list('127.0.0.1', 0), list('203.0.113.1', 0)], [true, true, false]);
  assert.throws(
    () => loadConfig({ ...BASE, TRUST_PROXY: 'yes please' }),
    /TRUST_PROXY="yes please" is invalid: expected a hop count such as 1, or a comma list of proxy addresses or CIDR ranges/,
  );
  assert.throws(() => loadConfig({ ...BASE, TRUST_PROXY: '10.0.0.0/99' }), /TRUST_PROXY="10.0.0.0\/99" is invalid/);
});

test('FILE_CACHE_MB is 512 by default, 0 turns the file cache off, and a size out of range or not a number is named', () => {
  assert.equal(loadConfig(BASE).FILE_CACHE_MB, 512);
  assert.equal(loadConfig({ ...BASE, FILE_CACHE_MB: '0' }).FILE_CACHE_MB, 0);
  for (const value of ['-1', 'half', '2000000']) {
    assert.throws(() => loadConfig({ ...BASE, FILE_CACHE_MB: value }), /FILE_CACHE_MB=\S+ is invalid: expected a whole number of megabytes from 0 \(off\) to 1000000/, value);
  }
});

test('ADMIN_REQUIRE_2FA is off by default and reads true or false', () => {
  assert.equal(loadConfig(BASE).ADMIN_REQUIRE_2FA, false);
  assert.equal(loadConfig({ ...BASE, ADMIN_REQUIRE_2FA: 'true' }).ADMIN_REQUIRE_2FA, true);
  assert.throws(() => loadConfig({ ...BASE, ADMIN_REQUIRE_2FA: 'sometimes' }), /ADMIN_REQUIRE_2FA="sometimes" is invalid: expected true or false/);
});

test('TEST_CLOCK_START is refused outside tests; with NODE_ENV=test the server clock starts there and runs on', () => {
  assert.throws(() => loadConfig({ ...BASE, TEST_CLOCK_START: '2026-03-02T17:00:30Z' }), /TEST_CLOCK_START is set: it is only for browser tests/);
  const config = loadConfig({ ...BASE, NODE_ENV: 'test', TEST_CLOCK_START: '2026-03-02T17:00:30Z' });
  const at = serverClock(config)().getTime();
  assert.ok(at >= Date.parse('2026-03-02T17:00:30Z') && at < Date.parse('2026-03-02T17:01:30Z'));
  assert.ok(Math.abs(serverClock(loadConfig(BASE))().getTime() - Date.now()) < 1_000, 'real time without it');
  assert.equal(serverClock(loadConfig(BASE)).advance, undefined, 'the real clock cannot be moved');
});

test('a test clock moves on by what a test asks, and runs on from there', () => {
  const clock = serverClock(loadConfig({ ...BASE, NODE_ENV: 'test', TEST_CLOCK_START: '2026-03-02T17:00:30Z' }));
  clock.advance!(60_000);
  const at = clock().getTime();
  assert.ok(at >= Date.parse('2026-03-02T17:01:30Z') && at < Date.parse('2026-03-02T17:02:30Z'), clock().toISOString());
});
