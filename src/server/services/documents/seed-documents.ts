import { createReadStream, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DocumentFile } from '../../db/entities/document-file.entity.ts';
import { DocumentRevision } from '../../db/entities/document-revision.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { documentColumns } from './document-fields.ts';
import { snapshotOf } from './document-dto.ts';
import { fileStore } from './file-store.ts';
import { SEED_DOCUMENTS } from './seed-catalog.ts';

/**
 * At first start (an empty library) the documents the build holds are imported, each under the address
 * it had, so a fresh install shows exactly what it showed before and old links keep working. Files
 * missing from the build are skipped; documents the administrator has since added are never touched.
 */
export async function seedDocuments(db: Db, clientDir: string, clock: () => Date = () => new Date()): Promise<number> {
  if ((await db.run((em) => em.count(LibraryDocument, {}))) > 0) return 0;
  const files = fileStore(db);
  let imported = 0;
  for (const seed of SEED_DOCUMENTS) {
    const source = join(clientDir, ...seed.path.split('/').filter(Boolean));
    if (!existsSync(source)) continue;
    const stored = await files.receive(createReadStream(source), clock);
    const now = clock();
    const kept = await db.transaction(async (em) => {
      // Another process seeding at the same time got here first.
      if (await em.count(LibraryDocument, { legacyPath: seed.path })) return false;
      const doc = em.create(LibraryDocument, { ...documentColumns(seed.fields, now), legacyPath: seed.path, currentFileId: null, createdAt: now, updatedAt: now });
      await em.flush();
      const file = em.create(DocumentFile, { document: doc, uploadId: stored.uploadId, fileName: basename(seed.path), bytes: stored.bytes, pages: stored.pages, sha256: stored.sha256, username: null, createdAt: now });
      await em.flush();
      doc.currentFileId = file.id;
      await em.flush();
      em.create(DocumentRevision, { document: doc, version: doc.version, snapshot: snapshotOf(doc), username: null, createdAt: now });
      await em.flush();
      return true;
    });
    if (kept) imported++;
    else await files.discard(stored.uploadId);
  }
  return imported;
}
