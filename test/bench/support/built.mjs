// The benchmarks measure the compiled server code (what `npm start` runs), never the TypeScript
// sources: `node scripts/build.mjs --server` writes it to <workspace>/dist as CommonJS.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(import.meta.url);

/** Absolute path of a file in a workspace's build output; throws a clear error when it was not built. */
export function builtFile(workspace, pathInDist) {
  const file = join(repoRoot, workspace, 'dist', pathInDist);
  if (!existsSync(file)) {
    throw new Error(
      `${workspace}/dist/${pathInDist} is missing: build the server first (node scripts/build.mjs --server)`,
    );
  }
  return file;
}

export const requireBuilt = (workspace, pathInDist) => require(builtFile(workspace, pathInDist));
