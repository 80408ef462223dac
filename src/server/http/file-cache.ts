import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file version to copy to disk: its size, the digest its bytes must have, and where they are read from. */
export interface FileSource {
  bytes: number;
  /** SHA-256 (hex) of the bytes: a copy that differs is never kept. */
  sha256?: string;
  read(): Readable;
}

export interface FileCacheOptions {
  /** The folder holding every process's cache (DATA_DIR/file-cache); each process writes a folder of its own in it. */
  root: string;
  maxBytes: number;
  onError?: (error: unknown, key: string) => void;
}

/** Keys name files: one file version each, in letters, digits, dots, dashes and underscores. */
const KEY = /^[\w-][\w.-]*$/;

/** Whether a process of this id is running (EPERM: it is, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Hot files (documents, uploads) copied once per file version from the database to local disk and streamed
 * from there as a static file is, instead of its bytes being read from the database. Each copy is written to a
 * temporary file and renamed when complete and verified, so a reader never sees part of one; copies are
 * evicted least recently used, the total (the copy being written included) never above `maxBytes`. One copy
 * is written at a time: a file asked for meanwhile is served from the database and copied on a later request.
 * The cache decides nothing about who may read a file: callers check that on every request, and drop the
 * copies of withdrawn files (`retain`) when a change is announced.
 */
export class FileCache {
  readonly #root: string;
  /** This cache's own folder, named by its process: caches sharing a DATA_DIR never count or evict each other's files. */
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #onError: (error: unknown, key: string) => void;
  /** Held copies, least recently used first; each write has a file name of its own, so removing an old copy never meets a new one. */
  readonly #held = new Map<string, { path: string; bytes: number }>();
  #heldBytes = 0;
  /** The copy being written, if any. */
  #writing: Promise<void> | null = null;
  #generation = 0;
  #closed = false;

  constructor(options: FileCacheOptions) {
    this.#root = options.root;
    this.#dir = join(options.root, `${process.pid}-${randomUUID()}`);
    this.#maxBytes = options.maxBytes;
    this.#onError = options.onError ?? (() => {});
  }

  /** Bumped by `retain`: a copy begun before it is not kept, since the file may have been withdrawn meanwhile. */
  get generation(): number {
    return this.#generation;
  }

  /** Bytes held, for tests and measurements. */
  get heldBytes(): number {
    return this.#heldBytes;
  }

  /**
   * A held copy's bytes, all or `range` (inclusive), and its size; the copy becomes the most recently used.
   * Null when none is held.
   */
  async open(key: string, range?: { start: number; end: number }): Promise<{ body: Readable; bytes: number } | null> {
    const copy = this.#held.get(key);
    if (!copy) return null;
    this.#held.delete(key);
    this.#held.set(key, copy);
    // Opened before anything is sent: a copy evicted from here on is still read whole from its open handle.
    const handle = await open(copy.path, 'r').catch(() => null);
    if (!handle) {
      this.drop(key);
      return null;
    }
    return { body: handle.createReadStream(range ?? {}), bytes: copy.bytes };
  }

  /**
   * Copies a file version in the background unless it is held, another copy is being written, or it is larger
   * than the cache. `since` is the generation read before the caller checked that the file may be served.
   */
  fill(key: string, source: FileSource, since: number): void {
    if (!KEY.test(key)) throw new Error(`not a file cache key: ${key}`);
    if (this.#closed || this.#writing || this.#held.has(key) || source.bytes > this.#maxBytes || since !== this.#generation) return;
    this.#writing = this.#write(key, source, since)
      .catch((error: unknown) => this.#onError(error, key))
      .finally(() => (this.#writing = null));
  }

  /**
   * Drops every held copy whose key starts with `prefix` and whose rest `kept` (read after this call began)
   * leaves out, or all of them when `kept` fails; a copy being written is not kept either.
   */
  async retain(prefix: string, kept: () => Promise<Set<string>>): Promise<void> {
    this.#generation++;
    const keep = await kept().catch((error: unknown) => {
      this.#onError(error, prefix);
      return new Set<string>();
    });
    for (const key of [...this.#held.keys()]) if (key.startsWith(prefix) && !keep.has(key.slice(prefix.length))) this.drop(key);
  }

  /** Drops a copy, evicted or of a file now gone: readers under way keep their open handle, nothing new opens it. */
  drop(key: string): void {
    const copy = this.#held.get(key);
    if (!copy) return;
    this.#held.delete(key);
    this.#heldBytes -= copy.bytes;
    void rm(copy.path, { force: true }).catch((error: unknown) => this.#onError(error, key));
  }

  /** Removes the folders of processes that are gone (a crash leaves its copies behind). */
  async sweep(): Promise<void> {
    const folders = await readdir(this.#root).catch(() => []);
    for (const folder of folders) {
      const pid = Number(/^(\d+)-/.exec(folder)?.[1]);
      if (pid > 0 && !running(pid)) await rm(join(this.#root, folder), { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#writing;
    this.#held.clear();
    this.#heldBytes = 0;
    await rm(this.#dir, { recursive: true, force: true });
    // The shared folder too, once no cache is left in it (another's folder keeps it).
    await rmdir(this.#root).catch(() => {});
  }

  async #write(key: string, source: FileSource, since: number): Promise<void> {
    this.#makeRoom(source.bytes);
    await mkdir(this.#dir, { recursive: true });
    const name = `${key}.${randomUUID()}`;
    const temporary = join(this.#dir, `.${name}.part`);
    const path = join(this.#dir, name);
    const current = () => !this.#closed && since === this.#generation;
    let renamed = false;
    try {
      const hash = createHash('sha256');
      let written = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          written += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(source.read(), count, createWriteStream(temporary, { flags: 'wx' }));
      if (written !== source.bytes) throw new Error(`file cache: ${key} has ${written} bytes, not ${source.bytes}`);
      if (source.sha256 && hash.digest('hex') !== source.sha256) throw new Error(`file cache: ${key} does not match its digest`);
      if (!current()) return;
      await rename(temporary, path);
      renamed = true;
    } finally {
      if (!renamed) await rm(temporary, { force: true });
    }
    if (!current()) {
      await rm(path, { force: true });
      return;
    }
    // Held as the write ends, with nothing left to wait for: the next request may start the next copy.
    this.#held.set(key, { path, bytes: source.bytes });
    this.#heldBytes += source.bytes;
  }

  /** Evicts the least recently used copies until `bytes` more fit. */
  #makeRoom(bytes: number): void {
    for (const key of this.#held.keys()) {
      if (this.#heldBytes + bytes <= this.#maxBytes) return;
      this.drop(key);
    }
  }

}
