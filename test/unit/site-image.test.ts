import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../src/server/config.ts';
import { contentSecurityPolicy } from '../../src/server/plugins/security-headers.ts';
import { sanitizeArticleHtml } from '../../src/server/features/articles/sanitize-article-html.ts';
import { isOtherSiteImage, isSiteImage } from '../../src/shared/site-image.ts';

test('accepts site and uploaded image paths only', () => {
  for (const src of ['/images/core.jpg', '/media/3f1c2a9e-0d4b-4c55-9d7e-2f3a4b5c6d7e.webp', '/og-image.jpg']) {
    assert.equal(isSiteImage(src), true, src);
  }
  for (const src of ['https://example.com/a.jpg', 'http://example.com/a.jpg', '//cdn.example/a.jpg', '/\\evil.example/a.jpg', 'data:image/png;base64,AAAA', 'images/a.jpg', '/a b.jpg', '']) {
    assert.equal(isSiteImage(src), false, src);
  }
});

test('the sanitizer keeps site images and drops images from other sites', () => {
  const html = sanitizeArticleHtml('<img src="/media/a.webp" alt="Core"><img src="https://example.com/x.jpg" alt="remote"><img src="data:image/png;base64,AAAA">');
  assert.equal(html, '<img src="/media/a.webp" alt="Core" />');
});

test('the CSP lets pages load exactly the images the sanitizer keeps', () => {
  const csp = contentSecurityPolicy(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', JWT_SECRET: 'x'.repeat(40) }));
  assert.match(csp, /(?:^|; )img-src 'self' data:(?:;|$)/);
});

test('tells images from other websites apart from merely broken sources', () => {
  for (const src of ['https://cdn.example.com/a.jpg', 'HTTP://cdn.example.com/a.jpg', '//cdn.example.com/a.jpg', '\\\\cdn.example.com/a.jpg']) {
    assert.equal(isOtherSiteImage(src), true, src);
  }
  for (const src of ['/media/a.webp', 'x', 'javascript:alert(1)', '']) assert.equal(isOtherSiteImage(src), false, src);
});
