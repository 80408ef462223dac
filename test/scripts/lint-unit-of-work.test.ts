import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

/** Lints one server file with the project's own configuration, in a scratch copy of the layout. */
function lintServerFile(source: string, path = 'src/server/features/probe.ts'): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'dcop-lint-'));
  try {
    cpSync('lint', join(root, 'lint'), { recursive: true });
    cpSync('biome.json', join(root, 'biome.json'));
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
    const result = spawnSync(join(process.cwd(), 'node_modules/.bin/biome'), ['lint', '--config-path', root, path], { cwd: root, encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('the linter refuses an entity manager forked or a transaction opened outside the unit of work', () => {
  for (const source of ['export const em = orm.em.fork();\n', 'export const done = orm.em.transactional(async () => 1);\n']) {
    const { status, output } = lintServerFile(source);
    assert.equal(status, 1, output);
    assert.match(output, /Reach the database through Db \(src\/server\/db\/unit-of-work\.ts\)/);
  }
});

test('the linter accepts work handed to Db', () => {
  const { status, output } = lintServerFile('export const rows = (db: { run(f: (em: unknown) => unknown): unknown }) => db.run((em) => em);\n');
  assert.equal(status, 0, output);
});
