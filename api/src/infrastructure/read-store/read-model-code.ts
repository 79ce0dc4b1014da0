import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesUnder } from '../../core/files/files-under';

/**
 * The packages whose code decides what the read models hold: the projections, and the shared
 * package (the events, their upcasters, the rules and catalog the projections fold with).
 */
const READ_MODEL_PACKAGES = ['@gp/projections', '@gp/shared'] as const;

/**
 * A digest of every file of those packages as this process loads them (their build, which the
 * server bundle is made of too, or their sources under jest). A snapshot of the read models is only restored by the code that wrote it:
 * a changed projection or upcaster would otherwise keep documents it no longer builds.
 */
export function readModelCodeDigest(): string {
  const hash = createHash('sha256');
  for (const name of READ_MODEL_PACKAGES) {
    const root = dirname(require.resolve(name));
    // Sorted paths: the digest does not depend on the order the disk lists them in.
    for (const file of filesUnder(root)) hash.update(`${name}/${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}
