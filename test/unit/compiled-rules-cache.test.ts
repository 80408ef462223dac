import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, styled } from 'styled-components';
import { shareCompiledRules } from '../../src/web/styles/compiled-rules-cache.ts';

const Box = styled.div<{ $tone: 'light' | 'dark' }>`
  padding: 1rem;
  color: ${(p) => (p.$tone === 'dark' ? '#fff' : '#111')};
  &:hover { opacity: 0.9; }
`;

/** Renders two tones of Box in a fresh sheet, counting how many rule sets stylis compiles. */
function renderPage(share: boolean) {
  let compiled = 0;
  const countCompiles = (element: { type: string }) => {
    if (element.type === 'rule') compiled++;
  };
  const sheet = new ServerStyleSheet();
  if (share) shareCompiledRules(sheet);
  const html = renderToString(
    sheet.collectStyles(
      createElement(
        StyleSheetManager,
        { stylisPlugins: [countCompiles] },
        createElement(Fragment, null, createElement(Box, { $tone: 'light' }), createElement(Box, { $tone: 'dark' })),
      ),
    ),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles, compiled };
}

test('a later render reuses the rules an earlier render compiled and emits the same styles', () => {
  const uncached = renderPage(false);
  const first = renderPage(true);
  const second = renderPage(true);
  assert.ok(first.compiled > 0, 'the first render compiles its rules');
  assert.equal(second.compiled, 0, 'the second render compiles nothing');
  assert.equal(second.html, uncached.html);
  assert.equal(second.styles, uncached.styles);
  assert.match(second.styles, /color:#fff/);
  assert.match(second.styles, /color:#111/);
});
