import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, type FileHandle, mkdir, open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from '@gp/shared/server';

/**
 * The embedded BlobStore: each blob is a plain file at `<root>/<key>`, with its content type in a
 * hidden sidecar `.<name>.meta.json` beside it. Keys cannot start a segment with a dot, so neither
 * sidecars nor temp files can ever collide with a key.
 *
 * Writes go to temp files that are fsynced and renamed over the final names, so a crash never
 * leaves a partial file under a key. The sidecar is renamed into place before the data and
 * removed after it: whenever a key's file exists, its sidecar does too.
 */
export class LocalBlobStore implements BlobStore {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<{ size: number }> {
    const { file, sidecar } = this.locate(key);
    await mkdir(path.dirname(file), { recursive: true });
    // The body is fully on disk before anything is renamed, so a failed upload changes nothing.
    const data = await writeTemp(file, body);
    try {
      await commit(await writeTemp(sidecar, JSON.stringify({ contentType: options.contentType } satisfies BlobMeta)));
      await commit(data);
    } catch (error) {
      await rm(data.temp, { force: true });
      throw error;
    }
    return { size: data.size };
  }

  async get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null> {
    const { file, sidecar } = this.locate(key);
    const handle = await openIfFound(file);
    if (!handle) return null;
    try {
      // Size and bytes come from the one open file, so a concurrent put cannot make them disagree.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const { contentType } = JSON.parse(await readFile(sidecar, 'utf8')) as BlobMeta;
      return { body: handle.createReadStream(), contentType, size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { file, sidecar } = this.locate(key);
    await unlinkIfFound(file);
    await unlinkIfFound(sidecar);
  }

  async exists(key: string): Promise<boolean> {
    const handle = await openIfFound(this.locate(key).file);
    if (!handle) return false;
    try {
      return (await handle.stat()).isFile();
    } finally {
      await handle.close();
    }
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async close(): Promise<void> {
    // Nothing to release: every operation opens and closes its own files.
  }

  private locate(key: string): { file: string; sidecar: string } {
    const segments = key.split('/');
    if (!segments.every((segment) => KEY_SEGMENT.test(segment))) {
      throw new Error(`Invalid blob key ${JSON.stringify(key)}: use '/'-separated names that do not start with '.'`);
    }
    const file = path.join(this.root, ...segments);
    return { file, sidecar: path.join(path.dirname(file), `.${path.basename(file)}.meta.json`) };
  }
}

interface BlobMeta {
  contentType: string;
}

/**
 * One path segment: not empty, no leading dot (which rules out `.`, `..` and our hidden files),
 * no backslash or NUL. With '/' as the only separator and no empty segment, a key can be neither
 * absolute nor escape the root.
 */
const KEY_SEGMENT = /^[^.\\/\0][^\\/\0]*$/;

interface TempFile {
  temp: string;
  target: string;
  size: number;
}

/** Writes `data` to a fsynced temp file beside `target`; nothing is left behind if that fails. */
async function writeTemp(target: string, data: string | Buffer | Readable): Promise<TempFile> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await writeFile(handle, data);
      await handle.sync();
      return { temp, target, size: (await handle.stat()).size };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Renames the temp file over its target, durably. */
async function commit({ temp, target }: TempFile): Promise<void> {
  await rename(temp, target);
  await syncDirectory(path.dirname(target));
}

/** Makes a rename in `directory` durable. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function openIfFound(file: string): Promise<FileHandle | null> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function unlinkIfFound(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/**
 * The error says no blob lives at that path. ENOENT: no such file; ENOTDIR: a parent of the key is
 * a blob, so nothing is below it; EISDIR: the key names a folder of other blobs.
 */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
