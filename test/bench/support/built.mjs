// The benchmarks measure the compiled server code (what `npm start` runs), never the TypeScript
// sources: `node scripts/build.mjs --server` writes it to <workspace>/dist as CommonJS.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Absolute path of a file in a workspace's build output, in this checkout or in `root` (another
 * checkout's, for a before/after run); throws a clear error when it was not built.
 */
export function builtFile(workspace, pathInDist, root = repoRoot) {
  const file = join(root, workspace, 'dist', pathInDist);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the server first (node scripts/build.mjs --server)`);
  }
  return file;
}

export const requireBuilt = (workspace, pathInDist, root = repoRoot) => require(builtFile(workspace, pathInDist, root));
