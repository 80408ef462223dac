import { inflateSync } from 'node:zlib';

/** Object streams larger than this are skipped: a page count is not worth more memory than that. */
const MAX_OBJECT_STREAM_BYTES = 4 * 1024 * 1024;
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** Longest text a match can span (`/Type /Page` with spaces, `endstream`): kept between pieces. */
const CARRY = 32;
/** How much text before a `stream` keyword is read for its dictionary. */
const LOOKBACK = 2048;

const PAGE = /\/Type\s{0,8}\/Page(?![A-Za-z])/g;
const STREAM = /(?<!end)stream\r?\n/g;

/**
 * Counts the pages of a PDF read one piece at a time, so a 50 MB file never has to be in memory.
 * Every page is a dictionary with `/Type /Page`. Writers such as pdf-lib put those dictionaries in
 * compressed object streams, where a plain scan finds nothing: object streams (Flate) are inflated one
 * at a time, each at most MAX_OBJECT_STREAM_BYTES (32 MB inflated), and scanned too.
 *
 * Limits: a file saved with incremental updates that rewrote page objects counts the old copies as well;
 * object streams over the limits or with other filters are not read. When no page is found the count
 * is unknown (null), never a guess.
 */
export class PdfPageCounter {
  #pages = 0;
  #text = '';
  #recent = '';
  #stream: Buffer[] | null = null;
  #streamBytes = 0;

  push(piece: Buffer): void {
    this.#text += piece.toString('latin1');
    this.#scan(false);
  }

  /** The page count once the whole file has been pushed, or null when none could be read. */
  end(): number | null {
    this.#scan(true);
    return this.#pages > 0 ? this.#pages : null;
  }

  #scan(final: boolean): void {
    for (;;) {
      if (this.#stream) {
        const end = this.#text.indexOf('endstream');
        const take = end === -1 ? Math.max(0, this.#text.length - CARRY) : end;
        this.#collect(this.#text.slice(0, take));
        this.#text = this.#text.slice(take);
        if (end === -1) break;
        this.#finishStream();
        continue;
      }
      STREAM.lastIndex = 0;
      const stream = STREAM.exec(this.#text);
      const limit = stream ? stream.index : final ? this.#text.length : Math.max(0, this.#text.length - CARRY);
      this.#countPages(this.#text, limit);
      this.#recent = (this.#recent + this.#text.slice(0, limit)).slice(-LOOKBACK);
      if (!stream) {
        this.#text = this.#text.slice(limit);
        break;
      }
      const dictionary = this.#recent.slice(this.#recent.lastIndexOf('<<'));
      this.#text = this.#text.slice(stream.index + stream[0].length);
      this.#recent = '';
      // Only object streams can hold page dictionaries; any other stream is skipped unread.
      if (/\/Type\s*\/ObjStm/.test(dictionary) && /\/FlateDecode/.test(dictionary) && !/\/DecodeParms/.test(dictionary)) {
        this.#stream = [];
        this.#streamBytes = 0;
      } else {
        const end = this.#text.indexOf('endstream');
        if (end === -1) {
          // The rest of this stream arrives in later pieces: wait in "collect nothing" mode.
          this.#stream = [];
          this.#streamBytes = Number.POSITIVE_INFINITY;
          continue;
        }
        this.#text = this.#text.slice(end);
      }
    }
  }

  #collect(text: string): void {
    if (!this.#stream || this.#streamBytes > MAX_OBJECT_STREAM_BYTES) return;
    this.#streamBytes += text.length;
    if (this.#streamBytes > MAX_OBJECT_STREAM_BYTES) {
      this.#stream = [];
      return;
    }
    this.#stream.push(Buffer.from(text, 'latin1'));
  }

  #finishStream(): void {
    const pieces = this.#stream ?? [];
    const readable = this.#streamBytes <= MAX_OBJECT_STREAM_BYTES;
    this.#stream = null;
    this.#text = this.#text.slice('endstream'.length);
    if (!readable || pieces.length === 0) return;
    try {
      const objects = inflateSync(Buffer.concat(pieces), { maxOutputLength: MAX_INFLATED_BYTES }).toString('latin1');
      this.#countPages(objects, objects.length);
    } catch {
      // A damaged or oversized object stream: its pages cannot be counted, the rest still are.
    }
  }

  /** Counts the matches that start before `limit`; one that runs past it is whole in `text` and not seen again. */
  #countPages(text: string, limit: number): void {
    for (const match of text.matchAll(PAGE)) {
      if (match.index >= limit) break;
      this.#pages++;
    }
  }
}
