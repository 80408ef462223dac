import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { DocumentChunk } from '../../src/server/db/entities/document-chunk.entity.ts';
import { LibraryDocument } from '../../src/server/db/entities/document.entity.ts';
import { seedDocuments } from '../../src/server/features/documents/seed-documents.ts';
import { PRESENTATION_PATH, TECHNICAL_REPORT_PATH } from '../../src/shared/documents.ts';
import { buildTestApp } from '../helpers/api.ts';
import { pdfFile } from '../helpers/documents.ts';

test('first start imports the build files at their old addresses once, however many processes start together', async (t) => {
  const { app } = await buildTestApp(t);
  const clientDir = await mkdtemp(join(tmpdir(), 'dcop-seed-'));
  for (const path of [PRESENTATION_PATH, TECHNICAL_REPORT_PATH]) {
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await pdfFile(2, path));
  }
  const imported = await Promise.all([seedDocuments(app.db, clientDir), seedDocuments(app.db, clientDir)]);
  assert.equal(imported[0]! + imported[1]!, 2, 'the files present, by one of the two');
  assert.equal(await app.db.run((em) => em.count(LibraryDocument, {})), 2);
  const stored = await app.db.run((em) => em.count(DocumentChunk, {}));
  assert.equal(await seedDocuments(app.db, clientDir), 0, 'never again once the library holds documents');
  const served = await app.inject({ method: 'GET', url: PRESENTATION_PATH });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'application/pdf');
  assert.equal(await app.db.run((em) => em.count(DocumentChunk, {})), stored);
});
