import { randomUUID } from 'node:crypto';
import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

readStoreContract('memory', async () => {
  const store = new MemoryReadStore();
  return { store, cleanup: () => store.close() };
});

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  readStoreContract('mongodb', async () => {
    // A database per test: dropAll is part of the contract and must not touch anyone else's data.
    const store = await MongoReadStore.connect(mongoUrl, `gp_contract_${randomUUID().replaceAll('-', '')}`);
    return {
      store,
      cleanup: async () => {
        await store.dropAll();
        await store.close();
      },
    };
  });
}
