import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { findPage, mapPage } from './find-page';

type Listing = { _id: string; rank: number; name: string; details: string };

describe('findPage', () => {
  const listings = async () => {
    const store = new MemoryReadStore();
    const collection = store.collection<Listing>('listings');
    await collection.writeBatch(
      Array.from({ length: 7 }, (_, index) => ({
        _id: `l${index}`,
        rank: index % 3,
        name: `Listing ${index}`,
        details: 'x'.repeat(100),
      })),
    );
    return collection;
  };

  it('reads one page in the order asked, ties broken by _id, with the total behind it', async () => {
    const page = await findPage(await listings(), {}, { rank: 1 }, { page: 2, pageSize: 3 });
    expect(page.items.map((item) => item._id)).toEqual(['l1', 'l4', 'l2']);
    expect({ total: page.total, page: page.page, pageSize: page.pageSize }).toEqual({ total: 7, page: 2, pageSize: 3 });
  });

  it('reads only the fields asked for, and _id', async () => {
    const page = await findPage(await listings(), { rank: 2 }, { name: -1 }, { page: 1, pageSize: 10 }, { name: 1 });
    expect(page.items).toEqual([
      { _id: 'l5', name: 'Listing 5' },
      { _id: 'l2', name: 'Listing 2' },
    ]);
    expect(mapPage(page, (item) => item.name).items).toEqual(['Listing 5', 'Listing 2']);
  });
});
