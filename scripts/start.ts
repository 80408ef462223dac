/** `npm start`: build when the build is missing or stale, then run the server (it applies migrations). */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sourceHash } from './source-hash.ts';

const stamp = join(resolve(process.env.BUILD_DIR ?? 'dist'), 'build-stamp');
const current = existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash();
if (!current) {
  console.log('Build missing or out of date: building first.');
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
}
await import('../src/server/main.ts');
