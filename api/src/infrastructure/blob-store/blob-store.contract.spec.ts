import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { blobStoreContract } from './blob-store.contract';
import { GridFsBlobStore } from './gridfs-blob-store';
import { LocalBlobStore } from './local-blob-store';

blobStoreContract('local directory', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'gp-blobs-'));
  const store = new LocalBlobStore(root);
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(root, { recursive: true, force: true });
    },
  };
});

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  blobStoreContract('gridfs', async () => {
    const dbName = `gp_blob_contract_${randomUUID().replaceAll('-', '')}`;
    const store = await GridFsBlobStore.connect(mongoUrl, dbName);
    return {
      store,
      cleanup: async () => {
        await store.close();
        const client = await MongoClient.connect(mongoUrl);
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
}
