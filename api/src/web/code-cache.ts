import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** A CommonJS module loaded with a code cache, and the way to write the cache once it is worth it. */
export interface CodeCachedModule<T> {
  exports: T;
  /** Whether V8 took the compiled code from the cache instead of compiling the file. */
  fromCache: boolean;
  /**
   * Writes V8's code for the file as it stands now, which includes every function run so far: best
   * called after the module has done its usual work once. Does nothing when the cache was used, and
   * throws nothing: a cache that could not be written only costs the next start a compile.
   */
  saveCache(): void;
}

/**
 * Loads a CommonJS file as require() does (own module scope, its own require), but compiled from V8's
 * code cache in `cacheDir` when one was saved for exactly these bytes by this Node. Node 22 does this
 * for every module (module.enableCompileCache); Node 20, which this project runs on, does not. Meant
 * for one large bundle (web-public's server renderer: 2.4 MB whose compilation cost every start
 * about 0.2 s): the cache is named after the file's contents, V8's version and the architecture, so
 * a rebuilt bundle or another Node never reads a cache that is not its own.
 */
export function requireWithCodeCache<T>(file: string, cacheDir: string): CodeCachedModule<T> {
  const source = readFileSync(file, 'utf8');
  const name = basename(file);
  const cacheFile = join(cacheDir, `${name}.${cacheKey(source)}.v8`);
  const cachedData = readIfPresent(cacheFile);
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as T, filename: file, id: file, loaded: false };
  const moduleScope = script.runInThisContext() as (...args: unknown[]) => void;
  moduleScope.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return {
    exports: module.exports,
    fromCache,
    saveCache() {
      if (fromCache) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        // Caches of earlier builds of the same file are of no more use.
        for (const old of readdirSync(cacheDir))
          if (old.startsWith(`${name}.`) && old.endsWith('.v8')) rmSync(join(cacheDir, old), { force: true });
        // Renamed into place: another process starting meanwhile reads a whole cache or none.
        const partial = `${cacheFile}.${process.pid}.partial`;
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
      } catch {
        // Compiled again next time.
      }
    },
  };
}

function cacheKey(source: string): string {
  return createHash('sha256')
    .update(`${process.versions.v8}\0${process.arch}\0`)
    .update(source)
    .digest('hex')
    .slice(0, 24);
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
