import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentJobs } from '../../scripts/assets/documents.ts';
import { PdfCheck, TAIL_BYTES } from '../../src/server/features/documents/pdf-structure.ts';
import { NOTICE_OF_MEETING_PATH, PRESENTATION_PATH, statementFile, TECHNICAL_REPORT_PATH } from '../../src/shared/documents.ts';
import {
  classicPdf,
  encryptedPdf,
  htmlWithPdfMarker,
  jpegHoldingPdf,
  pdfFile,
  pdfMarkerOnly,
  startxrefOf,
  svgWithPdfMarker,
  truncatedPdf,
  withObjectStreamsScrambled,
  withStartxrefMoved,
  zipHoldingPdf,
} from '../helpers/pdf-fixtures.ts';

/** The check's verdict on `file` pushed in pieces of `piece` bytes, reading back from the file itself; 'refused early' when the header stopped it. */
async function verdict(file: Buffer, piece = 1000) {
  const check = new PdfCheck();
  for (let at = 0; at < file.length; at += piece) {
    check.push(file.subarray(at, at + piece));
    if (check.refused) return 'refused early';
  }
  return (await check.end(async (offset, length) => file.subarray(offset, offset + length))) ?? 'not a PDF';
}

test('accepts real PDFs, read in pieces of any size, with their page count', async () => {
  const pdf = await pdfFile(7);
  for (const piece of [1, 7, 1000, TAIL_BYTES + 1, pdf.length]) assert.deepEqual(await verdict(pdf, piece), { pages: 7 }, `pieces of ${piece}`);
  assert.deepEqual(await verdict(await classicPdf(4)), { pages: 4 }, 'a classic xref table');
  assert.deepEqual(await verdict(await pdfFile(2, 'Scan', Buffer.alloc(300_000, 7))), { pages: 2 }, 'a large stream inside');
});

test("accepts the site's generated PDFs", async () => {
  const wanted = [`/assets/${statementFile(2021, 'Q2', 'FS')}`, `/assets/${statementFile(2023, 'Q4', 'MDA')}`, TECHNICAL_REPORT_PATH, PRESENTATION_PATH, NOTICE_OF_MEETING_PATH];
  const jobs = documentJobs().filter((j) => wanted.includes(j.path));
  assert.equal(jobs.length, wanted.length);
  for (const job of jobs) {
    const result = await verdict(Buffer.from(await job.build()), 64 * 1024);
    assert.ok(typeof result === 'object' && result.pages && result.pages > 0, `${job.path}: ${JSON.stringify(result)}`);
  }
});

test('refuses HTML, SVG, ZIP and JPEG files with %PDF- in their first kilobyte as soon as their first bytes arrive', async () => {
  const pdf = await pdfFile(1);
  for (const [name, file] of [
    ['HTML', htmlWithPdfMarker()],
    ['SVG', svgWithPdfMarker()],
    ['ZIP', zipHoldingPdf(pdf)],
    ['JPEG', jpegHoldingPdf(pdf)],
  ] as const) {
    assert.ok(file.subarray(0, 1024).includes('%PDF-'), `${name} has the marker`);
    assert.equal(await verdict(file), 'refused early', name);
  }
});

test('refuses a 5-byte %PDF-, a truncated PDF and one whose startxref points elsewhere', async () => {
  const pdf = await pdfFile(3);
  assert.equal(await verdict(pdfMarkerOnly()), 'not a PDF');
  assert.equal(await verdict(Buffer.from('%PDF-1.7\n')), 'not a PDF', 'a header alone');
  assert.equal(await verdict(truncatedPdf(pdf)), 'not a PDF');
  for (const by of [20, -10, pdf.length]) assert.equal(await verdict(withStartxrefMoved(pdf, by)), 'not a PDF', `startxref moved by ${by}`);
  assert.equal(await verdict(Buffer.concat([pdf, Buffer.alloc(TAIL_BYTES)])), 'not a PDF', '%%EOF further than the last 2 KB from the end');
});

test('refuses a file whose structure holds but has no page to show', async () => {
  assert.equal(await verdict(withObjectStreamsScrambled(await pdfFile(3))), 'not a PDF');
});

test('accepts an encrypted PDF whose structure holds, even when its pages cannot be counted without the key', async () => {
  assert.deepEqual(await verdict(await encryptedPdf({ objectStreams: false })), { pages: 2 }, 'classic trailer with /Encrypt');
  const encrypted = withObjectStreamsScrambled(await encryptedPdf());
  assert.ok(startxrefOf(encrypted) > 0);
  assert.deepEqual(await verdict(encrypted), { pages: null }, 'cross-reference stream with /Encrypt');
});
