import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderArticleBody, renderArticleContent, withoutFeaturedImage } from '../../src/server/features/articles/render-article-body.ts';
import { sanitizeArticleHtml } from '../../src/server/features/articles/sanitize-article-html.ts';
import { formatLongDate } from '../../src/shared/format-date.ts';
import { HTML_XSS_PAYLOADS, MARKDOWN_XSS_PAYLOADS } from '../helpers/xss-payloads.ts';

/** Every way the corpus could reach a visitor as live markup. */
function assertHarmless(html: string, payload: string) {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  // Attribute values may legitimately contain text such as "onmouseover=": look at names only.
  const withoutValues = tags.map((t) => t.replace(/"[^"]*"|'[^']*'/g, '""')).join(' ');
  assert.doesNotMatch(html, /<script/i, payload);
  assert.doesNotMatch(withoutValues, /\son\w+\s*=/i, payload);
  assert.doesNotMatch(html, /javascript:/i, payload);
  assert.doesNotMatch(html, /vbscript:/i, payload);
  assert.doesNotMatch(tags.join(' '), /(href|src)\s*=\s*["']?\s*data:/i, payload);
  assert.doesNotMatch(html, /<(svg|iframe|style|object|embed|math|form|input|base|meta|link)\b/i, payload);
  assert.doesNotMatch(withoutValues, /\sstyle\s*=/i, payload);
}

test(`none of ${HTML_XSS_PAYLOADS.length} HTML payloads survives rendering`, () => {
  assert.ok(HTML_XSS_PAYLOADS.length >= 25);
  for (const payload of HTML_XSS_PAYLOADS) assertHarmless(renderArticleContent(payload), payload);
  assertHarmless(renderArticleContent(HTML_XSS_PAYLOADS.join('\n')), 'all together');
});

test(`none of ${MARKDOWN_XSS_PAYLOADS.length} markdown payloads survives rendering`, () => {
  for (const payload of MARKDOWN_XSS_PAYLOADS) {
    assert.doesNotMatch(payload, /<[a-z]/i, 'takes the markdown path');
    assertHarmless(renderArticleContent(payload), payload);
  }
});

test('the sanitizer keeps the allowed formatting and marks external links', () => {
  const html = sanitizeArticleHtml(
    '<h2>Results</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <sup>1</sup></p>' +
      '<a href="https://example.com/report" title="Report">report</a> <a href="mailto:ir@example.com">mail</a> ' +
      '<img src="/images/core.jpg" alt="Core" width="640" height="480"><img src="//cdn.example/x.png" alt="gone">',
  );
  assert.match(html, /<h2>Results<\/h2>/);
  assert.match(html, /<strong>Bold<\/strong> <em>it<\/em> <u>u<\/u> <s>s<\/s> <sup>1<\/sup>/);
  assert.match(html, /<a href="https:\/\/example.com\/report" title="Report" target="_blank" rel="noopener noreferrer">report<\/a>/);
  assert.match(html, /<a href="mailto:ir@example.com">mail<\/a>/);
  assert.match(html, /<img[^>]*src="\/images\/core.jpg"/);
  assert.doesNotMatch(html, /cdn.example/, 'protocol-relative images are dropped');
});

test('an author cannot choose the target or rel of a link', () => {
  const html = sanitizeArticleHtml('<a href="https://example.com" target="_self" rel="opener">x</a>');
  assert.equal(html, '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
});

test('content with tags is HTML; content without is markdown with GFM and kept line breaks', () => {
  assert.equal(renderArticleContent('<p>Hello<br>world</p>'), '<p>Hello<br />world</p>');
  const md = renderArticleContent('First line\nsecond line\n\n| Zone | Status |\n|---|---|\n| A | ~~old~~ new |\n\n```\ncode\nblock\n```');
  assert.match(md, /<p>First line<br \/>\nsecond line<\/p>/);
  assert.match(md, /<table>[\s\S]*<th>Zone<\/th>[\s\S]*<td><del>old<\/del> new<\/td>/);
  assert.match(md, /<pre><code>code\nblock\n<\/code><\/pre>/, 'code blocks keep plain newlines');
  assert.equal(renderArticleContent('# Title'), '<h2>Title</h2>', 'the page keeps its one h1');
});

test('empty content renders to nothing, so the page says Content not available', () => {
  assert.equal(renderArticleContent(''), '');
  assert.equal(renderArticleContent('   \n'), '');
});

test('a body is rendered once per article version', () => {
  const updatedAt = new Date('2025-03-04T10:00:00Z');
  const first = renderArticleBody({ slug: 'cached', updatedAt, content: 'one' });
  assert.equal(renderArticleBody({ slug: 'cached', updatedAt, content: 'changed without a new version' }), first);
  assert.equal(renderArticleBody({ slug: 'cached', updatedAt: new Date('2025-03-04T10:00:01Z'), content: 'two' }), '<p>two</p>');
});

test('dates print in long US form in UTC', () => {
  assert.equal(formatLongDate('2025-03-04T00:00:00.000Z'), 'March 4, 2025');
  assert.equal(formatLongDate('2025-12-31T23:59:59.000Z'), 'December 31, 2025');
  assert.equal(formatLongDate(new Date('2024-07-01T12:00:00Z')), 'July 1, 2024');
});

test('the body does not repeat the featured image, and keeps its other images and text', () => {
  const html = renderArticleContent(
    '<p><img src="/media/a.webp" alt="Rig"></p><p>Drilling began.</p><p>Core: <img src="/media/b.webp" alt="Core"></p>',
  );
  assert.equal(withoutFeaturedImage(html, '/media/a.webp'), '<p>Drilling began.</p><p>Core: <img src="/media/b.webp" alt="Core" /></p>');
  assert.equal(withoutFeaturedImage(html, null), html);
  assert.equal(withoutFeaturedImage(html, '/media/a.webp?x'), html, 'only the exact address');
});

test('bullets pasted from Word lose the non-breaking spaces that would indent them, and keep those inside', () => {
  const pasted =
    '<ul><li><span style="mso-list:Ignore">&nbsp;&nbsp;&nbsp;</span>Drilling at Copper Keg</li><li><p>\u00a0\u00a0 Assays&nbsp;pending</p></li><li>&#160; <strong>Permits</strong> filed</li></ul>';
  assert.equal(
    sanitizeArticleHtml(pasted),
    '<ul><li>Drilling at Copper Keg</li><li><p>Assays\u00a0pending</p></li><li><strong>Permits</strong> filed</li></ul>',
  );
});
