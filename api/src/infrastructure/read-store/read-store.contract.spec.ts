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
    // A database per test, dropped afterwards, so runs never see each other's data.
    const store = await MongoReadStore.connect(mongoUrl, `gp_contract_${randomUUID().replaceAll('-', '')}`);
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
}
