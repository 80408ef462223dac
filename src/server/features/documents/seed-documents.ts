import { createReadStream, existsSync } from 'node:fs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { basename, join } from 'node:path';
import { DocumentFile } from '../../db/entities/document-file.entity.ts';
import { DocumentRevision } from '../../db/entities/document-revision.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../../shared/time-zone.ts';
import { documentColumns } from './document-fields.ts';
import { snapshotOf } from './document-dto.ts';
import { fileStore, type StoredUpload } from './file-store.ts';
import { SEED_DOCUMENTS } from './seed-catalog.ts';

/**
 * At first start (an empty library) the documents the build holds are imported, each under the address
 * it had, so a fresh install shows exactly what it showed before and old links keep working. Files
 * missing from the build are skipped; documents the administrator has since added are never touched.
 * The files are stored first, then every document is recorded in one transaction of batched inserts:
 * a statement a round trip at a time made start-up wait seconds for the catalogue.
 */
export async function seedDocuments(db: Db, clientDir: string, clock: () => Date = () => new Date()): Promise<number> {
  if ((await db.run((em) => em.count(LibraryDocument, {}))) > 0) return 0;
  const files = fileStore(db);
  const received: { seed: (typeof SEED_DOCUMENTS)[number]; stored: StoredUpload }[] = [];
  for (const seed of SEED_DOCUMENTS) {
    const source = join(clientDir, ...seed.path.split('/').filter(Boolean));
    if (existsSync(source)) received.push({ seed, stored: await files.receive(createReadStream(source), clock) });
  }
  const now = clock();
  // The catalogue's dates are years past: no zone's today can put them out of range.
  const zone = DEFAULT_COMPANY_TIME_ZONE;
  const imported = await db
    .transaction(async (em) => {
      const docs = received.map(({ seed }) =>
        em.create(LibraryDocument, { ...documentColumns(seed.fields, now, zone), legacyPath: seed.path, currentFileId: null, createdAt: now, updatedAt: now }),
      );
      await em.flush();
      const versions = received.map(({ seed, stored }, i) =>
        em.create(DocumentFile, { document: docs[i]!, uploadId: stored.uploadId, fileName: basename(seed.path), bytes: stored.bytes, pages: stored.pages, sha256: stored.sha256, username: null, createdAt: now }),
      );
      await em.flush();
      for (const [i, doc] of docs.entries()) {
        doc.currentFileId = versions[i]!.id;
        em.create(DocumentRevision, { document: doc, version: doc.version, snapshot: snapshotOf(doc), username: null, createdAt: now });
      }
      await em.flush();
      return docs.length;
    })
    .catch((error: unknown) => {
      // Another process seeding at the same time got here first: the unique legacy path refused ours.
      if (error instanceof UniqueConstraintViolationException) return 0;
      throw error;
    });
  if (imported === 0) for (const { stored } of received) await files.discard(stored.uploadId);
  return imported;
}
