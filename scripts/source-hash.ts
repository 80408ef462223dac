import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SERVER = join('src', 'server');
// Everything under src but the server, which runs from source and is never bundled; content/ holds the photographs.
const INPUTS = ['src', 'public', 'content', 'scripts/assets', 'scripts/generate-assets.ts', 'index.html', 'admin.html', 'vite.config.ts', 'package-lock.json'];

function files(path: string): string[] {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name === 'generated' || join(path, name) === SERVER ? [] : files(join(path, name))));
}

/** A hash of everything the build reads; equal hashes mean the existing build is current. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
