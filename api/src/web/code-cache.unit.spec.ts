import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { requireWithCodeCache } from './code-cache';

describe('requireWithCodeCache', () => {
  // Each load here is another process's start: V8 must not reuse what this process compiled before.
  beforeAll(() => setFlagsFromString('--no-compilation-cache'));
  afterAll(() => setFlagsFromString('--compilation-cache'));

  let directory: string;
  let cacheDir: string;
  let file: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'gp-code-cache-'));
    cacheDir = join(directory, 'cache');
    file = join(directory, 'bundle.cjs');
  });

  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const writeBundle = (greeting: string) =>
    writeFileSync(
      file,
      [
        `const { basename } = require('node:path');`,
        `module.exports = { greet: (name) => '${greeting}, ' + name, folder: basename(__dirname), file: basename(__filename) };`,
      ].join('\n'),
    );
  type Bundle = { greet(name: string): string; folder: string; file: string };
  const cacheFiles = () => readdirSync(cacheDir);

  it('loads a CommonJS file as require does, then from the cache it saved', () => {
    writeBundle('Hola');
    const first = requireWithCodeCache<Bundle>(file, cacheDir);
    expect(first.fromCache).toBe(false);
    expect(first.exports.greet('Ana')).toBe('Hola, Ana');
    expect([first.exports.folder, first.exports.file]).toEqual([directory.split('/').at(-1), 'bundle.cjs']);
    first.saveCache();
    expect(cacheFiles()).toHaveLength(1);

    const second = requireWithCodeCache<Bundle>(file, cacheDir);
    expect(second.fromCache).toBe(true);
    expect(second.exports.greet('Ana')).toBe('Hola, Ana');
  });

  it('never uses the cache of other contents, and replaces it', () => {
    writeBundle('Hola');
    requireWithCodeCache<Bundle>(file, cacheDir).saveCache();
    const [oldCache] = cacheFiles();
    // As long as before: V8's own check of a cache compares the length of the source, not its text.
    writeBundle('Ciao');

    const rebuilt = requireWithCodeCache<Bundle>(file, cacheDir);
    expect(rebuilt.fromCache).toBe(false);
    expect(rebuilt.exports.greet('Ana')).toBe('Ciao, Ana');
    rebuilt.saveCache();
    expect(cacheFiles()).toHaveLength(1);
    expect(cacheFiles()).not.toContain(oldCache);
  });

  it('loads on when the cache cannot be written, and leaves no partial file', () => {
    writeBundle('Hola');
    // A file where the cache folder should be: nothing can be written under it.
    writeFileSync(cacheDir, 'in the way');
    const first = requireWithCodeCache<Bundle>(file, cacheDir);
    expect(() => first.saveCache()).not.toThrow();

    rmSync(cacheDir);
    const second = requireWithCodeCache<Bundle>(file, cacheDir);
    expect(second.fromCache).toBe(false);
    expect(second.exports.greet('Ana')).toBe('Hola, Ana');
    second.saveCache();
    expect(cacheFiles()).toEqual([expect.stringMatching(/^bundle\.cjs\.[0-9a-f]{24}\.v8$/)]);
  });

  it('compiles the file when its cache is damaged', () => {
    writeBundle('Hola');
    requireWithCodeCache<Bundle>(file, cacheDir).saveCache();
    writeFileSync(join(cacheDir, cacheFiles()[0]!), 'not V8 code');

    const loaded = requireWithCodeCache<Bundle>(file, cacheDir);
    expect(loaded.fromCache).toBe(false);
    expect(loaded.exports.greet('Ana')).toBe('Hola, Ana');
  });
});
