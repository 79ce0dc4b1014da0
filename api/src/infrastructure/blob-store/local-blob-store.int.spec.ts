import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore } from './local-blob-store';

describe('LocalBlobStore', () => {
  let sandbox: string;
  let root: string;
  let store: LocalBlobStore;

  beforeEach(async () => {
    sandbox = await mkdtemp(path.join(tmpdir(), 'gp-local-blobs-'));
    root = path.join(sandbox, 'uploads');
    store = new LocalBlobStore(root);
  });

  afterEach(async () => {
    await store.close();
    await rm(sandbox, { recursive: true, force: true });
  });

  /** Every file under `directory`, relative to it, hidden ones included. */
  async function filesUnder(directory: string): Promise<string[]> {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  it.each([
    ['parent segment', '../escaped.jpg'],
    ['parent segment inside', 'photos/../../escaped.jpg'],
    ['absolute path', '/tmp/escaped.jpg'],
    ['backslash', 'photos\\..\\..\\escaped.jpg'],
    ['NUL byte', 'photos/a\0.jpg'],
    ['empty key', ''],
    ['empty segment', 'photos//a.jpg'],
    ['trailing slash', 'photos/'],
    ['current-directory segment', './photos/a.jpg'],
    ['hidden name', 'photos/.a.jpg.meta.json'],
  ])('rejects a key with a %s and writes nothing', async (_label, key) => {
    await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow('Invalid blob key');
    await expect(store.get(key)).rejects.toThrow('Invalid blob key');
    await expect(store.exists(key)).rejects.toThrow('Invalid blob key');
    await expect(store.delete(key)).rejects.toThrow('Invalid blob key');
    expect(await filesUnder(sandbox)).toEqual([]);
  });

  it('keeps blobs as plain files that a new instance on the same directory reads back', async () => {
    const bytes = Buffer.from('jpeg bytes');
    await store.put('photos/u1/p1/original.jpg', bytes, { contentType: 'image/jpeg' });

    expect(await readFile(path.join(root, 'photos/u1/p1/original.jpg'))).toEqual(bytes);
    const restarted = new LocalBlobStore(root);
    const blob = await restarted.get('photos/u1/p1/original.jpg');
    expect(blob).toMatchObject({ contentType: 'image/jpeg', size: bytes.length });
    blob!.body.destroy();
  });

  it('leaves only the blob and its sidecar after puts, and no temp file after a failed one', async () => {
    await store.put('photos/u1/p1/thumb.jpg', Buffer.from('one'), { contentType: 'image/jpeg' });
    await store.put('photos/u1/p1/thumb.jpg', Buffer.from('two'), { contentType: 'image/jpeg' });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('client went away');
      })(),
    );
    await expect(store.put('photos/u1/p1/thumb.jpg', failing, { contentType: 'image/jpeg' })).rejects.toThrow(
      'client went away',
    );

    expect(await filesUnder(root)).toEqual(['photos/u1/p1/.thumb.jpg.meta.json', 'photos/u1/p1/thumb.jpg']);
    await store.delete('photos/u1/p1/thumb.jpg');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('does not treat a folder of blobs, or a path below a blob, as a blob', async () => {
    await store.put('photos/u1/p1/original.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    expect(await store.get('photos/u1')).toBeNull();
    expect(await store.exists('photos/u1')).toBe(false);
    expect(await store.get('photos/u1/p1/original.jpg/more')).toBeNull();
    expect(await store.exists('photos/u1/p1/original.jpg/more')).toBe(false);
    await store.delete('photos/u1/p1/original.jpg/more');
    await store.delete('photos/u1');
    expect(await store.exists('photos/u1/p1/original.jpg')).toBe(true);
  });

  it('ping creates the root directory', async () => {
    await store.ping();
    expect(await readdir(root)).toEqual([]);
  });
});
