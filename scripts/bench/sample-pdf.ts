import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A real PDF of about `bytes`, most of it incompressible bytes in a stream of its own (as a scan's
 * images are): inside the file, since an upload must end with the PDF's own `%%EOF`.
 */
export async function samplePdf(path: string, bytes: number): Promise<void> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 40; i++) doc.addPage([612, 792]).drawText(`Technical report, page ${i}`, { x: 72, y: 700, size: 18, font });
  doc.context.register(doc.context.stream(randomBytes(bytes - 64 * 1024)));
  await writeFile(path, await doc.save());
}
