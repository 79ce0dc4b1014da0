import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { filesUnder } from '../core/files/files-under';
import { pageEncoding, type PageEncoding } from './compress-page';

/** What the web builds write, by extension; anything else goes out as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSED_SUFFIXES: Readonly<Record<PageEncoding, string>> = { br: '.br', gzip: '.gz' };

export interface BuiltFilesOptions {
  /** The build folder, served as it is laid out. */
  root: string;
  /** Where its files appear in URLs: '/' or '/admin-assets/'. */
  prefix: string;
  /** Cache-Control for a file, by its path under the prefix. */
  cacheControl: (path: string) => string;
  /** Paths under the prefix that other routes answer. */
  skip?: (path: string) => boolean;
}

/** One encoding of a file, read on its first request. */
interface FileBody {
  bytes: Buffer;
  etag: string;
  lastModified: string;
  modifiedMs: number;
}

/**
 * Serves a web build from memory. Each file is answered by its name (an unknown name falls through
 * to the pages' 404); each encoding is read from disk once, on its first request, with the `.br`
 * and `.gz` copies the build wrote beside it for browsers that accept them. A build never changes
 * while the server runs, and a file server that stats, opens and streams the file on every request
 * spent about 1.4 ms of CPU on each of the 91 KB main script (npm run bench -- http).
 *
 * The files of a folder (the hashed assets) share one route that looks their name up: a route per
 * file cost Fastify about 0.7 ms each at every start, for some 160 files.
 */
export function registerBuiltFiles(app: FastifyInstance, options: BuiltFilesOptions): void {
  const paths = filesUnder(options.root);
  const present = new Set(paths);
  const handlers = new Map<string, RouteHandlerMethod>();
  for (const path of paths) {
    if (path.endsWith('.br') || path.endsWith('.gz') || options.skip?.(path)) continue;
    handlers.set(path, builtFileHandler(options, path, present));
  }
  const folders = new Set<string>();
  for (const [path, handler] of handlers) {
    const slash = path.indexOf('/');
    if (slash === -1) app.get(`${options.prefix}${path}`, handler);
    else folders.add(path.slice(0, slash));
  }
  for (const folder of folders)
    app.get(`${options.prefix}${folder}/*`, function (request, reply) {
      const handler = handlers.get(`${folder}/${(request.params as { '*': string })['*']}`);
      return handler ? handler.call(this, request, reply) : reply.callNotFound();
    });
}

/** Answers one built file, in the encoding the browser accepts among the copies `present` in the build. */
function builtFileHandler(options: BuiltFilesOptions, path: string, present: ReadonlySet<string>): RouteHandlerMethod {
  const file = join(options.root, ...path.split('/'));
  const bodies = new Map<PageEncoding | 'identity', FileBody>();
  const body = (encoding: PageEncoding | 'identity') => {
    let found = bodies.get(encoding);
    if (!found) {
      found = readBody(encoding === 'identity' ? file : file + COMPRESSED_SUFFIXES[encoding]);
      bodies.set(encoding, found);
    }
    return found;
  };
  const encodings = (Object.keys(COMPRESSED_SUFFIXES) as PageEncoding[]).filter((encoding) =>
    present.has(path + COMPRESSED_SUFFIXES[encoding]),
  );
  const headers = {
    'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': options.cacheControl(path),
    ...(encodings.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
  };
  return (request, reply) => {
    const wanted = pageEncoding(request.headers['accept-encoding']);
    const encoding = wanted !== null && encodings.includes(wanted) ? wanted : 'identity';
    const served = body(encoding);
    void reply.headers(headers).header('ETag', served.etag).header('Last-Modified', served.lastModified);
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    if (isUnchanged(request, served)) return reply.code(304).send();
    return reply.send(served.bytes);
  };
}

/** The bytes with the validators a browser revalidates with (the weak ETag of size and time that `send` made). */
function readBody(path: string): FileBody {
  const bytes = readFileSync(path);
  const modifiedMs = Math.floor(statSync(path).mtimeMs);
  return {
    bytes,
    etag: `W/"${bytes.length.toString(16)}-${modifiedMs.toString(16)}"`,
    lastModified: new Date(modifiedMs).toUTCString(),
    modifiedMs,
  };
}

/** RFC 9110 §13.1: If-None-Match when the browser sends it, If-Modified-Since (to the second) otherwise. */
function isUnchanged(request: FastifyRequest, body: FileBody): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined)
    return noneMatch === '*' || noneMatch.split(',').some((tag) => weakTag(tag.trim()) === weakTag(body.etag));
  const modifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(modifiedSince) && Math.floor(body.modifiedMs / 1000) * 1000 <= modifiedSince;
}

/** If-None-Match compares weakly: W/"x" and "x" name the same version. */
const weakTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
