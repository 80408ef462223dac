/**
 * Content hashes of what produced each output, kept in a JSON file, so a run with nothing changed
 * skips the expensive work (image encoding) and finishes in well under two seconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function sha(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** Hash of the listed files and folders (recursively), in a stable order. */
export function sourceHash(paths: string[]): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
      return;
    }
    hash.update(path);
    hash.update(readFileSync(path));
  };
  for (const path of paths) visit(path);
  return hash.digest('hex');
}

export class OutputCache {
  private readonly entries: Record<string, string>;
  private readonly file: string;

  constructor(file: string) {
    this.file = file;
    try {
      this.entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      this.entries = {};
    }
  }

  /** True when `key` was last produced from `hash` and all its files are still there. */
  isCurrent(key: string, hash: string, outputs: string[]): boolean {
    return this.entries[key] === hash && outputs.every((file) => existsSync(file));
  }

  set(key: string, hash: string): void {
    this.entries[key] = hash;
  }

  save(): void {
    const sorted = Object.fromEntries(Object.entries(this.entries).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(this.file, `${JSON.stringify(sorted, null, 1)}\n`);
  }
}
