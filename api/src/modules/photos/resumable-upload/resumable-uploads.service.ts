import { Readable, Transform, type TransformCallback } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MIN_BYTES,
  type PhotoKind,
  type PhotoUploadResult,
  type UploadProgress,
} from '@gp/shared';
import { BLOB_STORE, KEY_VALUE, type BlobStore, type KeyValueStore } from '@gp/shared/server';
import { DomainError } from '../../../core/errors/domain-error';
import type { CommandContext } from '../../../core/http/command-context';
import { deterministicUuid, newId, newToken } from '../../../core/ids/ids';
import { PhotoIngest } from '../ingest/photo-ingest.service';
import type { ContentRange } from './content-range';

/** An unfinished upload may be continued for this long after it started. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** The lock only covers the update of the upload record, never a chunk's transfer. */
const COMMIT_LOCK_MS = 30_000;

interface UploadRecord {
  ownerId: string;
  kind: PhotoKind;
  size: number;
  /** Bytes received so far; the next chunk starts here. */
  offset: number;
  /** BlobStore keys of the stored chunks, in order. */
  chunks: string[];
}

export type ChunkOutcome = { complete: false; progress: UploadProgress } | { complete: true; photo: PhotoUploadResult };

const recordKey = (uploadId: string) => `photo-upload:${uploadId}`;
const lockKey = (uploadId: string) => `photo-upload-lock:${uploadId}`;
/**
 * Chunks live in the BlobStore, which every API replica shares, so any replica can take the next
 * one. Each try of a chunk writes its own key: a try that loses a race never overwrites the winner.
 */
const chunkKey = (uploadId: string, start: number) => `uploads/${uploadId}/${start}-${newToken(9)}`;

/**
 * Resumable uploads for large files (spec §7): the client sends the file in chunks (256 KB
 * doubling to 32 MB), each a `PUT` with `Content-Range`; after a dropped connection it asks for the
 * offset and goes on from there. Only whole chunks count: a chunk cut off midway stores nothing
 * and is sent again. When the last byte is in, the chunks are read back in order through the same
 * path as a direct upload (PhotoIngest).
 */
@Injectable()
export class ResumableUploads {
  constructor(
    @Inject(KEY_VALUE) private readonly keyValue: KeyValueStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly ingest: PhotoIngest,
  ) {}

  async start(ownerId: string, size: number, kind: PhotoKind): Promise<UploadProgress> {
    if (size > MAX_UPLOAD_BYTES) throw new DomainError('PHOTO.TOO_LARGE');
    const uploadId = newId();
    const record: UploadRecord = { ownerId, kind, size, offset: 0, chunks: [] };
    await this.keyValue.set(recordKey(uploadId), JSON.stringify(record), { ttlMs: UPLOAD_TTL_MS });
    return progressOf(uploadId, record);
  }

  async progress(ownerId: string, uploadId: string): Promise<UploadProgress> {
    return progressOf(uploadId, await this.load(ownerId, uploadId));
  }

  /**
   * Stores one chunk. The owner, the range and the offset (else 409 with the current offset) are
   * checked before the body is read; the chunk counts once it is stored whole and the offset is
   * still where it started.
   */
  async append(
    ownerId: string,
    uploadId: string,
    range: ContentRange,
    body: Readable,
    context: CommandContext,
  ): Promise<ChunkOutcome> {
    checkChunk(await this.load(ownerId, uploadId), range);
    const key = chunkKey(uploadId, range.start);
    await this.blobs.put(key, exactLength(body, range.end - range.start + 1), {
      contentType: 'application/octet-stream',
    });
    let record: UploadRecord;
    try {
      record = await this.commit(ownerId, uploadId, range, key);
    } catch (error) {
      await this.blobs.delete(key);
      throw error;
    }
    if (record.offset < record.size) return { complete: false, progress: progressOf(uploadId, record) };
    // Derived from the upload, so whatever runs it again names the same photo.
    const photoContext = { ...context, commandId: deterministicUuid('photo-upload', uploadId) };
    try {
      return {
        complete: true,
        photo: await this.ingest.ingest(this.readChunks(record.chunks), {
          userId: ownerId,
          kind: record.kind,
          context: photoContext,
        }),
      };
    } finally {
      // Done, or refused for good: the client starts a new upload either way.
      await this.discard(uploadId, record.chunks);
    }
  }

  /** Moves the offset past a stored chunk, unless another try of the same chunk got there first. */
  private async commit(ownerId: string, uploadId: string, range: ContentRange, key: string): Promise<UploadRecord> {
    if (!(await this.keyValue.setIfAbsent(lockKey(uploadId), key, { ttlMs: COMMIT_LOCK_MS })))
      throw new DomainError('CONCURRENCY.CONFLICT');
    try {
      const current = await this.load(ownerId, uploadId);
      if (current.offset !== range.start) throw new DomainError('CONCURRENCY.CONFLICT', { offset: current.offset });
      const next = { ...current, offset: range.end + 1, chunks: [...current.chunks, key] };
      await this.save(uploadId, next);
      return next;
    } finally {
      await this.keyValue.delete(lockKey(uploadId));
    }
  }

  private readChunks(keys: string[]): Readable {
    const blobs = this.blobs;
    return Readable.from(
      (async function* () {
        for (const key of keys) {
          const chunk = await blobs.get(key);
          if (!chunk) throw new Error(`Upload chunk ${key} is missing`);
          yield* chunk.body;
        }
      })(),
    );
  }

  private async discard(uploadId: string, keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.blobs.delete(key)));
    await this.keyValue.delete(recordKey(uploadId));
  }

  /** Someone else's upload answers the same 404 as one that never existed or expired. */
  private async load(ownerId: string, uploadId: string): Promise<UploadRecord> {
    const stored = await this.keyValue.get(recordKey(uploadId));
    const record = stored ? (JSON.parse(stored) as UploadRecord) : null;
    if (!record || record.ownerId !== ownerId) throw new DomainError('ROUTE.NOT_FOUND');
    return record;
  }

  /** Saves progress without extending the upload's life past 24 hours from its start. */
  private async save(uploadId: string, record: UploadRecord): Promise<void> {
    const ttlMs = await this.keyValue.ttlMs(recordKey(uploadId));
    if (ttlMs === null || ttlMs <= 0) throw new DomainError('ROUTE.NOT_FOUND');
    await this.keyValue.set(recordKey(uploadId), JSON.stringify(record), { ttlMs });
  }
}

const progressOf = (uploadId: string, record: UploadRecord): UploadProgress => ({
  uploadId,
  offset: record.offset,
  size: record.size,
});

function checkChunk(record: UploadRecord, { start, end, total }: ContentRange): void {
  const length = end - start + 1;
  const isLast = end + 1 === record.size;
  const invalid = (reason: string) => new DomainError('REQUEST.INVALID', { header: 'Content-Range', reason });
  if (total !== record.size) throw invalid(`the total must be the upload's size, ${record.size}`);
  if (start !== record.offset) throw new DomainError('CONCURRENCY.CONFLICT', { offset: record.offset });
  if (length > UPLOAD_CHUNK_MAX_BYTES) throw new DomainError('PHOTO.TOO_LARGE');
  // A floor on chunk size bounds how many pieces one upload can leave in the BlobStore.
  if (!isLast && length < UPLOAD_CHUNK_MIN_BYTES)
    throw invalid(`every chunk but the last must have at least ${UPLOAD_CHUNK_MIN_BYTES} bytes`);
}

/** `source` passed through, failing unless it has exactly `length` bytes (what Content-Range announced). */
function exactLength(source: Readable, length: number): Readable {
  let received = 0;
  const mismatch = () =>
    new DomainError('REQUEST.INVALID', {
      header: 'Content-Range',
      reason: `the body must have exactly ${length} bytes`,
    });
  const counted = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      callback(received > length ? mismatch() : null, chunk);
    },
    flush(callback: TransformCallback) {
      callback(received === length ? null : mismatch());
    },
  });
  source.on('error', (error) => counted.destroy(error));
  return source.pipe(counted);
}
