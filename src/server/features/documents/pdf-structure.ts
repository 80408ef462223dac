import { PdfPageCounter } from './pdf-pages.ts';

/** `%PDF-1.7`: the version every PDF names in its first bytes, before anything else. */
const HEADER = /^%PDF-(?:1\.\d|2\.0)/;
const HEADER_BYTES = 8;
/** Readers find the end of a PDF in its last bytes: the offset of its last cross-reference section, then `%%EOF`. */
export const TAIL_BYTES = 2048;
/** Read at that offset: the `xref` keyword, or an object's header with its dictionary (where a cross-reference stream names /Encrypt). */
export const SECTION_BYTES = 1024;

const STARTXREF = /startxref[\0\t\n\f\r ]+(\d{1,15})[\0\t\n\f\r ]+%%EOF/g;
/** A classic table (`xref`) or a cross-reference stream (`12 0 obj`); writers that miscount their line ends are a byte or two off, so leading whitespace is allowed. */
const SECTION = /^[\0\t\n\f\r ]*(?:xref|\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj)(?![A-Za-z0-9])/;
const ENCRYPT = /\/Encrypt(?![A-Za-z0-9])/;

/** Reads `length` bytes of the file from `offset`, once the whole file has been received. */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/**
 * Whether a file read one piece at a time is a PDF by its structure, not by a `%PDF-` found somewhere
 * in it (an HTML page or a ZIP can hold that): the version header at the very start; in the last
 * TAIL_BYTES, `startxref` with an offset inside the file, then `%%EOF`; at that offset a cross-reference
 * section; and at least one page (PdfPageCounter). An encrypted PDF keeps its pages in object streams
 * that cannot be read without its key, so one that names /Encrypt passes on its structure alone.
 * Holds the first bytes and a sliding copy of the last TAIL_BYTES, never the file.
 */
export class PdfCheck {
  readonly #pages = new PdfPageCounter();
  #head = '';
  readonly #tail = Buffer.alloc(TAIL_BYTES);
  #bytes = 0;

  push(piece: Buffer): void {
    if (this.#head.length < HEADER_BYTES) this.#head += piece.subarray(0, HEADER_BYTES - this.#head.length).toString('latin1');
    if (piece.length >= TAIL_BYTES) {
      piece.copy(this.#tail, 0, piece.length - TAIL_BYTES);
    } else {
      this.#tail.copy(this.#tail, 0, piece.length);
      piece.copy(this.#tail, TAIL_BYTES - piece.length);
    }
    this.#bytes += piece.length;
    this.#pages.push(piece);
  }

  /** True as soon as the first bytes show the file is not a PDF, so the rest need not be received. */
  get refused(): boolean {
    return this.#head.length >= HEADER_BYTES && !HEADER.test(this.#head);
  }

  /**
   * The verdict once the whole file has been pushed: its page count (null when unknown, which only an
   * encrypted file may be), or undefined when it is not a PDF.
   */
  async end(readAt: ReadAt): Promise<{ pages: number | null } | undefined> {
    if (!HEADER.test(this.#head)) return undefined;
    const tail = this.#tail.subarray(TAIL_BYTES - Math.min(this.#bytes, TAIL_BYTES)).toString('latin1');
    // An incrementally updated file ends each update with its own startxref: the last one is the file's.
    const offset = Number([...tail.matchAll(STARTXREF)].at(-1)?.[1] ?? Number.NaN);
    if (!(offset >= HEADER_BYTES && offset < this.#bytes)) return undefined;
    const section = (await readAt(offset, Math.min(SECTION_BYTES, this.#bytes - offset))).toString('latin1');
    if (!SECTION.test(section)) return undefined;
    const pages = this.#pages.end();
    if (pages === null && !ENCRYPT.test(tail) && !ENCRYPT.test(section)) return undefined;
    return { pages };
  }
}
