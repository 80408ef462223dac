import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const DIR = 'src/web/islands';

test('every island module defines the island its file name says, which is how the browser finds its chunk', () => {
  const modules = readdirSync(DIR).filter((file) => file.endsWith('.island.tsx'));
  assert.ok(modules.length >= 10, `${modules.length} islands`);
  for (const file of modules) {
    const source = readFileSync(`${DIR}/${file}`, 'utf8');
    const name = /defineIsland\('([^']+)'/.exec(source)?.[1];
    assert.equal(name, file.replace('.island.tsx', ''), file);
    assert.match(source, /^export default defineIsland\(/m, `${file} exports its island as default`);
  }
});
