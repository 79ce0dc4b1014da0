import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** An RGB PNG whose pixel rows come from `row(y)` (3 bytes per pixel). */
function png(width: number, height: number, row: (y: number) => Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, no filter method, no interlace
  // Each scanline starts with its filter type: 0, none.
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), row(y)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PNG fading between two colours from top to bottom: a few kilobytes, one request to upload. */
export function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  return png(width, height, (y) => {
    const mix = y / Math.max(height - 1, 1);
    const pixel = from.map((channel, index) => Math.round(channel + (to[index]! - channel) * mix));
    return Buffer.from(Array.from({ length: width }, () => pixel).flat());
  });
}

/** A PNG of random pixels, which does not compress: about width × height × 3 bytes. */
export function noisePng(width: number, height: number): Buffer {
  return png(width, height, () => randomBytes(width * 3));
}
