import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image files made in the test run, so every byte a test sends is known. */

/** Noise, so that a JPEG has a realistic size for its pixels. */
const canvas = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 110, b: 170 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  });
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 40 } } });

export const jpegOf = (width: number, height: number, quality = 90) =>
  canvas(width, height).jpeg({ quality }).toBuffer();

/** A plain PNG: noise would make a large one slow to compress. */
export const pngOf = (width: number, height: number) => plain(width, height).png().toBuffer();

export const gifOf = (width: number, height: number) => canvas(width, height).gif().toBuffer();

/** A JPEG whose EXIF names a camera and where it was taken (Tamarindo), and asks to be shown turned 90°. */
export const jpegWithGpsAndOrientation = (width: number, height: number) =>
  canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'ProbeCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 18/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '85/1 50/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Whether an EXIF block holds a GPS directory (its pointer, tag 0x8825, in either byte order). */
export const hasGpsDirectory = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

/**
 * A "pixel bomb": a valid PNG that declares width × height pixels (RGB, 8 bits) but carries one
 * compressed row only. A few dozen bytes on the wire, gigabytes once decoded.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const oneRow = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', oneRow),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
