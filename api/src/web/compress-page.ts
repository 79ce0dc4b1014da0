import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** Brotli when the browser takes it (every current one does), else gzip; null for neither. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, quality]) => quality?.trim() !== 'q=0')
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A page is made per request (its head tags, the server render), so it cannot be compressed at
 * build time like the files: brotli at quality 5 shrinks ~100 KB of HTML about six times in a few
 * milliseconds, which a phone on a slow network gets back many times over.
 */
export function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : gzipped(html, { level: 6 });
}
