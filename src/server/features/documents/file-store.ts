import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES, NOT_A_PDF } from '../../../shared/document-library.ts';
import { DocumentChunk } from '../../db/entities/document-chunk.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { PdfCheck } from './pdf-structure.ts';

/** Size of a stored piece: small enough that each write is a short statement, large enough to be few. */
export const CHUNK_BYTES = 256 * 1024;
/**
 * Bytes read per query while serving. Both drivers hand bytea over as hex text (node-postgres cannot
 * read binary results: it decodes every field as UTF-8), a string twice the bytes. Under V8's
 * large-object size (128 KB) that string dies young, in the frequent cheap collections; a whole piece's
 * 512 KB string would wait for a full collection, and a download piled up a hundred megabytes first.
 */
const READ_BYTES = 60 * 1024;
/** An upload still running this long after its first piece is abandoned; its pieces are then swept. */
export const ORPHAN_AGE_MS = 60 * 60_000;

export interface StoredUpload {
  uploadId: string;
  bytes: number;
  sha256: string;
  pages: number | null;
}

/**
 * Chunked file storage in the database, so every process serves every file. Each piece is written in
 * a unit of its own: a 50 MB upload over a slow link outlives any one transaction's deadline, and only
 * the short transaction that records the file version (the caller's) makes the pieces part of a document.
 */
export interface FileStore {
  /**
   * Stores a PDF as it arrives; refuses (415, 413) and removes what it wrote when it is not one by its
   * structure (pdf-structure.ts) or too big.
   */
  receive(file: AsyncIterable<Buffer>, clock: () => Date): Promise<StoredUpload>;
  /** Bytes start..end (inclusive) of an upload, read a bounded slice per query as the reader takes them. */
  read(uploadId: string, start: number, end: number): Readable;
  discard(uploadId: string): Promise<void>;
  /** Removes pieces of uploads that were never recorded as a file version and are older than ORPHAN_AGE_MS. */
  sweepOrphans(now: Date): Promise<number>;
}

export function fileStore(db: Db): FileStore {
  async function discard(uploadId: string) {
    await db.run((em) => em.nativeDelete(DocumentChunk, { uploadId }));
  }

  function read(uploadId: string, start: number, end: number): Readable {
    async function* slices() {
      for (let at = start; at <= end; ) {
        const seq = Math.floor(at / CHUNK_BYTES);
        const offset = at - seq * CHUNK_BYTES;
        const length = Math.min(READ_BYTES, CHUNK_BYTES - offset, end - at + 1);
        const { rows } = await db.run((em) =>
          sql<{ data: Uint8Array }>`select substring(data from ${offset + 1}::int for ${length}::int) as data from document_chunk where upload_id = ${uploadId} and seq = ${seq}::int`.execute(em.getKysely()),
        );
        const data = rows[0]?.data;
        if (data?.length !== length) throw new Error(`document file ${uploadId} is missing bytes ${at}-${at + length - 1}`);
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        at += length;
      }
    }
    return Readable.from(slices(), { objectMode: false });
  }

  return {
    discard,
    read,
    async receive(file, clock) {
      const uploadId = randomUUID();
      const hash = createHash('sha256');
      const pdf = new PdfCheck();
      // One piece's buffer, filled and written again and again: no buffer per piece, no joining of pieces.
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      let filled = 0;
      let bytes = 0;
      let seq = 0;
      // A bound parameter, not the ORM's insert: the driver sends the bytes as they are, where the ORM
      // writes every value into the statement's text, a piece as a hex string twice its size.
      const write = async (data: Buffer) => {
        const at = clock();
        const n = seq++;
        await db.run((em) => sql`insert into document_chunk (upload_id, seq, data, created_at) values (${uploadId}, ${n}, ${data}, ${at})`.execute(em.getKysely()));
      };
      // The few bytes the structure check needs from inside the file are read back from the stored pieces.
      const readAt = async (offset: number, length: number) => Buffer.concat(await read(uploadId, offset, offset + length - 1).toArray());
      let pages: number | null;
      try {
        for await (const piece of file) {
          bytes += piece.length;
          if (bytes > MAX_DOCUMENT_BYTES) throw new HttpProblem(413, DOCUMENT_TOO_LARGE);
          hash.update(piece);
          pdf.push(piece);
          if (pdf.refused) throw new HttpProblem(415, NOT_A_PDF);
          for (let offset = 0; offset < piece.length; ) {
            const copied = piece.copy(chunk, filled, offset);
            filled += copied;
            offset += copied;
            if (filled === CHUNK_BYTES) {
              await write(chunk);
              filled = 0;
            }
          }
        }
        if (filled > 0) await write(chunk.subarray(0, filled));
        const verdict = await pdf.end(readAt);
        if (!verdict) throw new HttpProblem(415, NOT_A_PDF);
        pages = verdict.pages;
      } catch (error) {
        await discard(uploadId).catch(() => {});
        throw error;
      }
      return { uploadId, bytes, sha256: hash.digest('hex'), pages };
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
