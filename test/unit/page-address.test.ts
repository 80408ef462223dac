import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageAddress } from '../../src/server/features/pages/page-address.ts';
import { PAGES } from '../../src/shared/pages.ts';

/** The cache key (and rendered URL) of a page address, or where it redirects. */
function resolved(url: string): string {
  const address = pageAddress(url);
  if (address.kind === 'page') return address.url;
  if (address.kind === 'redirect') return `301 ${address.location}`;
  return address.kind;
}

test('the key keeps only the declared, valid values of what a page reads, in the order it declares them', () => {
  assert.equal(resolved('/investors/media?utm_source=x&year=2025'), '/investors/media?year=2025');
  assert.equal(resolved('/?fbclid=1'), '/');
  assert.equal(resolved('/investors/media/?page=2&year=2024&x=1'), '/investors/media?year=2024&page=2');
  assert.equal(resolved('/projects?year=2025&page=3&tab=x'), '/projects', 'a page that reads no parameter has one key');
  assert.equal(resolved('/investors/financial-statements?year=2021&tab=fs&junk=1'), '/investors/financial-statements?tab=fs&year=2021');
  assert.equal(resolved('/investors/stock-information?range=6mo'), '/investors/stock-information?range=6mo');
});

test('an invalid or repeated value of a declared parameter redirects to the URL without it', () => {
  assert.equal(resolved('/investors/financial-statements?tab=2021&year=1'), '301 /investors/financial-statements');
  assert.equal(resolved('/investors/financial-statements?tab=fs&year=2021&tab=mda'), '301 /investors/financial-statements?tab=fs&year=2021');
  assert.equal(resolved('/investors/stock-information?range=2w'), '301 /investors/stock-information');
  assert.equal(resolved('/investors/stock-information?range='), '301 /investors/stock-information');
  assert.equal(resolved('/investors/media?year=1999&page=2'), '301 /investors/media?page=2');
  assert.equal(resolved(`/investors/media?year=${new Date().getUTCFullYear() + 1}`), '301 /investors/media');
  assert.equal(resolved('/investors/media?page=1'), '301 /investors/media', 'page 1 is the list without ?page=');
  assert.equal(resolved('/investors/media?page=0'), '301 /investors/media');
});

test('a known page spelled with other letter cases or escapes redirects to its path, keeping the valid query', () => {
  assert.equal(resolved('/CORPORATE/MANAGEMENT'), '301 /corporate/management');
  assert.equal(resolved('/%63orporate/management'), '301 /corporate/management');
  assert.equal(resolved('/Investors/Stock-Information/?range=5y&utm_source=x'), '301 /investors/stock-information?range=5y');
  assert.equal(resolved('/Investors/Media?year=1999'), '301 /investors/media');
  for (const page of PAGES) assert.equal(resolved(page.path.toUpperCase()), page.path === '/' ? '/' : `301 ${page.path}`, page.path);
});

test('a plain path is its own key, and dot segments and a trailing slash share it', () => {
  assert.equal(resolved('/investors/media/'), '/investors/media');
  assert.equal(resolved('/'), '/');
  assert.equal(resolved('/investors/../investors/media'), '/investors/media');
});

test('addresses that carry a slug or a token are matched as they are; any other path is no page', () => {
  assert.deepEqual(pageAddress('/articles/%61-Release?x=1'), { kind: 'article', pathname: '/articles/%61-Release' });
  assert.deepEqual(pageAddress('/ARTICLES/a-release'), { kind: 'other', pathname: '/ARTICLES/a-release' });
  assert.deepEqual(pageAddress('/preview/Token'), { kind: 'other', pathname: '/preview/Token' });
  assert.deepEqual(pageAddress('/documents/7/Report.pdf'), { kind: 'other', pathname: '/documents/7/Report.pdf' });
  assert.deepEqual(pageAddress('/no-such-page'), { kind: 'other', pathname: '/no-such-page' });
  assert.deepEqual(pageAddress('/%E0%A4%A'), { kind: 'other', pathname: '/%E0%A4%A' }, 'a broken escape is no page');
});
