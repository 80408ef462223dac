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

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartBody(file: { name: string; type: string; data: Buffer }, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dcop-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
