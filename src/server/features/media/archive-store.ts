import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/unit-of-work.ts';

/** A stored piece: each write a short statement, and few of them. */
const CHUNK_BYTES = 256 * 1024;
/**
 * Bytes read per query while serving: both drivers hand bytea over as hex text, and a string under V8's
 * large-object size dies young (as the documents library reads its files).
 */
const READ_BYTES = 60 * 1024;

export interface ArchiveSink {
  stream: Writable;
  /** Once the stream has finished: its size and SHA-256. */
  written(): { bytes: number; sha256: string };
}

/** Writes an archive's bytes into the database as they are made, one piece at a time, never whole. */
export function archiveSink(db: Db, archiveId: string): ArchiveSink {
  const hash = createHash('sha256');
  // One piece's buffer, filled and written again and again.
  const piece = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  let bytes = 0;
  let seq = 0;
  // A bound parameter: the driver sends the bytes as they are, not as text in the statement.
  const save = async (data: Buffer) => {
    const n = seq++;
    await db.run((em) => sql`insert into image_archive_chunk (archive_id, seq, data) values (${archiveId}, ${n}, ${data})`.execute(em.getKysely()));
  };
  const add = async (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
    for (let offset = 0; offset < chunk.length; ) {
      const copied = chunk.copy(piece, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === CHUNK_BYTES) {
        await save(piece);
        filled = 0;
      }
    }
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      add(chunk).then(() => done(), done);
    },
    final(done) {
      (filled > 0 ? save(piece.subarray(0, filled)) : Promise.resolve()).then(() => done(), done);
    },
  });
  return { stream, written: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** The bytes of a stored archive, a bounded slice per query as the reader takes them. */
export function archiveSource(db: Db, archiveId: string, bytes: number): Readable {
  async function* slices() {
    for (let at = 0; at < bytes; ) {
      const seq = Math.floor(at / CHUNK_BYTES);
      const offset = at - seq * CHUNK_BYTES;
      const length = Math.min(READ_BYTES, CHUNK_BYTES - offset, bytes - at);
      const { rows } = await db.run((em) =>
        sql<{ data: Uint8Array }>`select substring(data from ${offset + 1}::int for ${length}::int) as data from image_archive_chunk where archive_id = ${archiveId} and seq = ${seq}::int`.execute(em.getKysely()),
      );
      const data = rows[0]?.data;
      if (data?.length !== length) throw new Error(`image archive ${archiveId} is missing bytes ${at}-${at + length - 1}`);
      yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      at += length;
    }
  }
  return Readable.from(slices(), { objectMode: false });
}
