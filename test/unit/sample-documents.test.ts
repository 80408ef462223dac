import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFString } from 'pdf-lib';
import { noticeOfMeeting } from '../../scripts/assets/pdf/corporate-documents.ts';

/** The text a PDF's pages draw: pdf-lib writes each run as a hex string of WinAnsi codes into deflated content streams. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const runs: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    const operators = inflateSync(object.contents).toString('latin1');
    for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) runs.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return runs.join(' ');
}

test('the sample documents name the company once per sentence end, and tell readers their language and title', async () => {
  const bytes = await noticeOfMeeting();
  const text = await drawnText(bytes);
  assert.ok(text.includes("District Copper Corp.'s issuer profile."), text);
  assert.ok(!text.includes('Corp..'), 'no double period');
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  assert.equal((doc.catalog.get(PDFName.of('Lang')) as PDFString).decodeText(), 'en-CA');
});
