import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Collection, type Db, type GridFSChunk, type GridFSFile, GridFSBucket, MongoClient } from 'mongodb';
import type { BlobStore } from '@gp/shared/server';

/**
 * The production BlobStore: GridFS in the MongoDB replica set. Every API replica already reaches
 * that replica set, so photos get replicated storage shared by all replicas without another
 * service to run; S3-compatible object storage is the swap-in once volume outgrows it.
 *
 * A key is a GridFS filename. A put uploads a new revision and then deletes the older ones; a get
 * reads the newest. The files document is written only after the last chunk, so a failed upload
 * never becomes visible, and readers keep the previous revision until the new one is complete.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly files: Collection<GridFSFile>;
  private readonly chunks: Collection<GridFSChunk>;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly bucket: GridFSBucket,
    bucketName: string,
  ) {
    this.files = db.collection<GridFSFile>(`${bucketName}.files`);
    this.chunks = db.collection<GridFSChunk>(`${bucketName}.chunks`);
  }

  /** dbName defaults to the database named in the URL (or the driver's default). */
  static async connect(url: string, dbName?: string, bucketName = 'blobs'): Promise<GridFsBlobStore> {
    const client = await MongoClient.connect(url);
    const db = client.db(dbName);
    return new GridFsBlobStore(client, db, new GridFSBucket(db, { bucketName }), bucketName);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<{ size: number }> {
    const upload = this.bucket.openUploadStream(key, { metadata: { contentType: options.contentType } });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, upload);
    } catch (error) {
      // Removes the chunks already written. If that fails too, the caller still needs the first error.
      await upload.abort().catch(() => undefined);
      throw error;
    }
    const uploaded = upload.gridFSFile;
    if (!uploaded) throw new Error(`GridFS upload of ${key} finished without a files document`);
    await this.deleteRevisionsOlderThan(uploaded);
    return { size: uploaded.length };
  }

  async get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null> {
    const [newest] = await this.bucket.find({ filename: key }, { sort: NEWEST_FIRST, limit: 1 }).toArray();
    if (!newest) return null;
    const contentType: unknown = newest.metadata?.contentType;
    return {
      body: this.bucket.openDownloadStream(newest._id),
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      size: newest.length,
    };
  }

  async delete(key: string): Promise<void> {
    const revisions = await this.files.find({ filename: key }, { projection: { _id: 1 } }).toArray();
    for (const { _id } of revisions) await this.deleteRevision(_id);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.files.countDocuments({ filename: key }, { limit: 1 })) > 0;
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * Only revisions ordered before this one go, so two concurrent puts of one key cannot delete
   * each other's upload: the newest survives, as a get would have chosen it.
   */
  private async deleteRevisionsOlderThan(revision: GridFSFile): Promise<void> {
    const older = await this.files
      .find(
        {
          filename: revision.filename,
          $or: [
            { uploadDate: { $lt: revision.uploadDate } },
            { uploadDate: revision.uploadDate, _id: { $lt: revision._id } },
          ],
        },
        { projection: { _id: 1 } },
      )
      .toArray();
    for (const { _id } of older) await this.deleteRevision(_id);
  }

  /** Files document first, so no reader picks a revision whose chunks are going. */
  private async deleteRevision(id: GridFSFile['_id']): Promise<void> {
    await this.files.deleteOne({ _id: id });
    await this.chunks.deleteMany({ files_id: id });
  }
}

const NEWEST_FIRST = { uploadDate: -1, _id: -1 } as const;
