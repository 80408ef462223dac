import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { ReactNode } from 'react';
import { islandModule, islandName } from '../../src/shared/island-data.ts';

const WEB = 'src/web';
const islandFiles = () =>
  readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.island.tsx'))
    .map((file) => `./${file.split('\\').join('/')}`);

test('every island module exports its island as default, beside the component it makes interactive', () => {
  const modules = islandFiles();
  assert.ok(modules.length >= 9, `${modules.length} islands`);
  for (const path of modules) {
    const source = readFileSync(join(WEB, path), 'utf8');
    assert.match(source, /^export default defineIsland\(/m, `${path} exports its island as default`);
    assert.doesNotMatch(path, /^\.\/islands\//, `${path} lives beside its feature, not with the island machinery`);
    const component = /^import \{ (\w+) \} from '(\.\/[\w-]+\.tsx)';$/m.exec(source);
    assert.ok(component, `${path} imports its component from its own folder`);
  }
});

test("an island's name is its module's path, and leads back to it", () => {
  assert.equal(islandName('./components/layout/mobile-menu.island.tsx'), 'components/layout/mobile-menu');
  for (const path of islandFiles()) assert.equal(islandModule(islandName(path)), path);
});

interface Quote {
  symbol: string;
  price: number | null;
  note?: string;
  ranges: readonly { label: string; closes: number[] }[];
}

/**
 * Never run: the type check (npm test runs tsc) fails if defineIsland accepts props that JSON would change
 * or lose, or refuses plain data typed with interfaces and optional fields.
 */
export function islandPropsAreJson(define: typeof import('../../src/web/islands/define-island.tsx').defineIsland) {
  define((_: { quote: Quote; pathname: string; open: boolean; year: number | null }): ReactNode => null);
  define((): ReactNode => null);
  // @ts-expect-error a Date becomes a string
  define((_: { when: Date }): ReactNode => null);
  // @ts-expect-error a function cannot be written as JSON
  define((_: { onSelect: (year: number) => void }): ReactNode => null);
  // @ts-expect-error a property that may be undefined is dropped
  define((_: { label: string | undefined }): ReactNode => null);
  // @ts-expect-error a Map becomes {}
  define((_: { byYear: Map<number, string> }): ReactNode => null);
  // @ts-expect-error nested too
  define((_: { items: { at: Date }[] }): ReactNode => null);
}
