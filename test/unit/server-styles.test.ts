import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { __PRIVATE__, ServerStyleSheet, styled } from 'styled-components';
import { adoptServerStyles, SERVER_STYLES_ATTRIBUTE, serverStyleTag } from '../../src/web/styles/server-styles.ts';

const Badge = styled.span<{ $tone: 'up' | 'down' }>`
  font-weight: 700;
  color: ${(p) => (p.$tone === 'up' ? '#137333' : '#b3261e')};
`;

test("the server's styles go out in a tag the browser's styled-components leaves in place, and the browser learns every class in it", () => {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(createElement(Fragment, null, createElement(Badge, { $tone: 'up' }), createElement(Badge, { $tone: 'down' }))));
  const tag = serverStyleTag(sheet);
  sheet.seal();
  // styled-components' browser build takes over (moves, then removes) only style[data-styled][data-styled-version].
  assert.match(tag, new RegExp(`^<style ${SERVER_STYLES_ATTRIBUTE}>[^<]*#137333[^<]*#b3261e[^<]*</style>$`));
  assert.doesNotMatch(tag, /data-styled=|data-styled-version/);

  const id = Badge.styledComponentId;
  const names = [...html.matchAll(/class="([^"]+)"/g)].map((m) => m[1]!.split(' ').find((name) => name !== id)!);
  assert.equal(new Set(names).size, 2, 'one class for each tone');
  assert.ok(names.every((name) => !__PRIVATE__.mainSheet.hasNameForId(id, name)));
  const css = tag.slice(tag.indexOf('>') + 1, -'</style>'.length);
  adoptServerStyles({ querySelector: (selector: string) => (selector === `style[${SERVER_STYLES_ATTRIBUTE}]` ? { textContent: css } : null) } as unknown as Document);
  for (const name of names) assert.ok(__PRIVATE__.mainSheet.hasNameForId(id, name), `${name} is known, so hydrating adds no rule for it`);
});
