import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES, NOT_A_PDF } from '../../../shared/document-library.ts';
import { DocumentChunk } from '../../db/entities/document-chunk.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { PdfPageCounter } from './pdf-pages.ts';

/** Size of a stored piece: small enough that each write is a short statement, large enough to be few. */
export const CHUNK_BYTES = 256 * 1024;
/** Pieces read per query while serving: about a megabyte in memory per download. */
const CHUNKS_PER_READ = 4;
/** The PDF header may follow a little junk; readers look in the first kilobyte. */
const HEADER_WINDOW = 1024;
/** An upload still running this long after its first piece is abandoned; its pieces are then swept. */
export const ORPHAN_AGE_MS = 60 * 60_000;

export interface StoredUpload {
  uploadId: string;
  bytes: number;
  sha256: string;
  pages: number | null;
}

const isPdfHeader = (head: Buffer) => head.subarray(0, HEADER_WINDOW).includes('%PDF-');

/**
 * Chunked file storage in the database, so every process serves every file. Each piece is written in
 * a unit of its own: a 50 MB upload over a slow link outlives any one transaction's deadline, and only
 * the short transaction that records the file version (the caller's) makes the pieces part of a document.
 */
export interface FileStore {
  /** Stores a PDF as it arrives; refuses (415, 413) and removes what it wrote when it is not one or too big. */
  receive(file: AsyncIterable<Buffer>, clock: () => Date): Promise<StoredUpload>;
  /** Bytes start..end (inclusive) of an upload, read a few pieces at a time. */
  read(uploadId: string, start: number, end: number): Readable;
  discard(uploadId: string): Promise<void>;
  /** Removes pieces of uploads that were never recorded as a file version and are older than ORPHAN_AGE_MS. */
  sweepOrphans(now: Date): Promise<number>;
}

export function fileStore(db: Db): FileStore {
  async function discard(uploadId: string) {
    await db.run((em) => em.nativeDelete(DocumentChunk, { uploadId }));
  }

  return {
    discard,
    async receive(file, clock) {
      const uploadId = randomUUID();
      const hash = createHash('sha256');
      const pages = new PdfPageCounter();
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let bytes = 0;
      let seq = 0;
      let checked = false;
      const check = (head: Buffer) => {
        if (!isPdfHeader(head)) throw new HttpProblem(415, NOT_A_PDF);
        checked = true;
      };
      const write = async (data: Buffer) => {
        const at = clock();
        const n = seq++;
        await db.run((em) => em.insert(DocumentChunk, { uploadId, seq: n, data, createdAt: at }));
      };
      try {
        for await (const piece of file) {
          bytes += piece.length;
          if (bytes > MAX_DOCUMENT_BYTES) throw new HttpProblem(413, DOCUMENT_TOO_LARGE);
          hash.update(piece);
          pages.push(piece);
          pending.push(piece);
          pendingBytes += piece.length;
          if (!checked && pendingBytes >= HEADER_WINDOW) check(Buffer.concat(pending));
          while (pendingBytes >= CHUNK_BYTES) {
            const joined = Buffer.concat(pending);
            await write(joined.subarray(0, CHUNK_BYTES));
            pending = [joined.subarray(CHUNK_BYTES)];
            pendingBytes = pending[0]!.length;
          }
        }
        const rest = Buffer.concat(pending);
        if (!checked) check(rest);
        if (rest.length > 0) await write(rest);
      } catch (error) {
        await discard(uploadId).catch(() => {});
        throw error;
      }
      return { uploadId, bytes, sha256: hash.digest('hex'), pages: pages.end() };
    },
    read(uploadId, start, end) {
      async function* pieces() {
        let seq = Math.floor(start / CHUNK_BYTES);
        const last = Math.floor(end / CHUNK_BYTES);
        while (seq <= last) {
          const to = Math.min(last, seq + CHUNKS_PER_READ - 1);
          const rows = await db.run((em) =>
            em.find(DocumentChunk, { uploadId, seq: { $gte: seq, $lte: to } }, { fields: ['seq', 'data'], orderBy: { seq: 'asc' } }),
          );
          if (rows.length !== to - seq + 1) throw new Error(`document file ${uploadId} is missing pieces ${seq}-${to}`);
          for (const row of rows) {
            const offset = row.seq * CHUNK_BYTES;
            const data = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
            yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end - offset + 1));
          }
          seq = to + 1;
        }
      }
      return Readable.from(pieces(), { objectMode: false });
    },
    async sweepOrphans(now) {
      const before = new Date(now.getTime() - ORPHAN_AGE_MS);
      return db.run((em) =>
        em.execute<{ affectedRows?: number }>(
          `delete from document_chunk c where c.created_at < ? and not exists (select 1 from document_file f where f.upload_id = c.upload_id)`,
          [before],
          'run',
        ).then((result) => (result as { affectedRows?: number }).affectedRows ?? 0),
      );
    },
  };
}
