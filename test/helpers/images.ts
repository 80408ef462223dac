import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A camera JPEG as phones write it: pixels stored 600×400 (landscape) with EXIF orientation 6 saying
 * "turn a quarter clockwise to view" (so it is a 400×600 portrait), plus a camera make and GPS position.
 */
export function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#b87333' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'DCOP Field Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '119/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block has a GPS IFD pointer (tag 0x8825), in either byte order. */
export function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/**
 * A 7 KB PNG of 10,000 × 6,000 pixels (60 megapixels): black, one bit a pixel, so it deflates to almost
 * nothing, yet decoding it takes seconds and hundreds of megabytes. Written by hand: sharp takes seconds
 * to make one.
 */
export function sixtyMegapixelPng(): Buffer {
  const [width, height] = [10_000, 6_000];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter type 0, then width / 8 bytes of zero bits.
  const rows = Buffer.alloc(height * (1 + width / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body of files and text fields in this order, as a browser's FormData would send it. */
export function multipartParts(parts: ({ field: string; file: UploadFile } | { field: string; value: string })[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----dcop-test-boundary';
  const chunks = parts.flatMap((part) => {
    if ('value' in part) return [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`)];
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`;
    return [Buffer.from(head), part.file.data, Buffer.from('\r\n')];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with one file field. */
export function multipartBody(file: UploadFile, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  return multipartParts([{ field, file }]);
}
