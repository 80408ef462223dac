import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber, PDFString, StandardFonts } from 'pdf-lib';

/*
 * Real PDFs, files an upload must refuse although `%PDF-` is in their first kilobyte, and PDFs whose
 * structure is broken or unusual, for the structure check (server/features/documents/pdf-structure.ts).
 * Plain pdf-lib and bytes: no app, so unit tests use them too.
 */

/**
 * A real PDF of `pages` pages, written by pdf-lib (object streams, as most tools write them). `padding`
 * makes it larger: its bytes go in a stream object of their own, as a scan's image would, inside the file.
 */
export async function pdfFile(pages = 3, label = 'Sample', padding?: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`${label}, page ${i}`, { x: 72, y: 700, size: 18, font });
  if (padding) doc.context.register(doc.context.stream(padding));
  return Buffer.from(await doc.save());
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

export function htmlWithPdfMarker(): Buffer {
  return latin1(`<!DOCTYPE html>\n<html><head><title>Q1 report</title></head><body>\n<!-- %PDF-1.7 -->\n<p>${'Copper. '.repeat(400)}</p>\n</body></html>\n`);
}

export function svgWithPdfMarker(): Buffer {
  return latin1(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><text x="0" y="20">%PDF-1.4</text>${'<rect width="1" height="1"/>'.repeat(100)}</svg>\n`);
}

/** A ZIP archive holding a whole PDF, stored uncompressed: its bytes (and `%%EOF`) are all inside. */
export function zipHoldingPdf(pdf: Buffer): Buffer {
  const name = latin1('report.pdf');
  const crc = crc32(pdf);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(pdf.length, 18);
  local.writeUInt32LE(pdf.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(pdf.length, 20);
  central.writeUInt32LE(pdf.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + pdf.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, pdf, central, name, end]);
}

/** A JPEG whose comment segment carries a whole PDF, the polyglot trick: the PDF's end is at the file's end. */
export function jpegHoldingPdf(pdf: Buffer): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const header = Buffer.alloc(4);
    header.writeUInt16BE(marker, 0);
    header.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([header, data]);
  };
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xffe0, jfif), segment(0xfffe, pdf), Buffer.from([0xff, 0xd9])]);
}

/** The five bytes `%PDF-` and nothing else. */
export const pdfMarkerOnly = () => latin1('%PDF-');

/** The first half of a real PDF, as an interrupted download leaves it: no cross-reference section, no `%%EOF`. */
export const truncatedPdf = (pdf: Buffer) => pdf.subarray(0, Math.floor(pdf.length / 2));

const STARTXREF = /startxref\s+(\d+)\s+%%EOF\s*$/;

/** Where the PDF says its cross-reference section starts. */
export function startxrefOf(pdf: Buffer): number {
  return Number(STARTXREF.exec(pdf.subarray(-64).toString('latin1'))?.[1]);
}

/** The PDF with its startxref moved `by` bytes, into the middle of an object. */
export function withStartxrefMoved(pdf: Buffer, by: number): Buffer {
  const text = pdf.toString('latin1');
  return latin1(text.replace(STARTXREF, (line, offset: string) => line.replace(offset, String(Number(offset) + by))));
}

/** A real PDF whose trailer names an /Encrypt dictionary (the standard security handler, as an owner password sets it). */
export async function encryptedPdf(options: { objectStreams: boolean } = { objectStreams: true }): Promise<Buffer> {
  const doc = await PDFDocument.load(await pdfFile(2, 'Audited statement'));
  const { context } = doc;
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: PDFName.of('Standard'),
      V: PDFNumber.of(4),
      R: PDFNumber.of(4),
      Length: PDFNumber.of(128),
      O: PDFString.of('0'.repeat(32)),
      U: PDFString.of('1'.repeat(32)),
      P: PDFNumber.of(-1852),
    }),
  );
  return Buffer.from(await doc.save({ useObjectStreams: options.objectStreams }));
}

/**
 * The PDF with every object stream's data replaced by random bytes of the same length, as encryption
 * leaves it to a reader without the key: the pages inside cannot be counted, every offset still holds.
 */
export function withObjectStreamsScrambled(pdf: Buffer): Buffer {
  const out = Buffer.from(pdf);
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/<<((?:(?!>>)[\s\S])*?\/Type \/ObjStm(?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    randomBytes(length).copy(out, match.index + match[0].length);
  }
  return out;
}

/** A PDF saved without object streams: a classic `xref` table and a `trailer` dictionary. */
export async function classicPdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.load(await pdfFile(pages, 'Classic'));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
