import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { markSvg } from './brand-svg.ts';

/** An .ico is a tiny header plus an embedded PNG; browsers have accepted PNG payloads for years. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

export async function writeFavicons(outDir: string): Promise<void> {
  writeFileSync(join(outDir, 'favicon.svg'), markSvg(40));
  const png32 = await sharp(Buffer.from(markSvg(32))).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(outDir, 'favicon.ico'), icoFromPng(png32, 32));
  const touch = await sharp(Buffer.from(markSvg(180))).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(outDir, 'apple-touch-icon.png'), touch);
}
