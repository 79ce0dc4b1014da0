import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const API_PACKAGE = '@gp/api';

/**
 * The repository's root folder (or the image's /app): the one holding the api workspace, found by
 * walking up from `from` to api's package.json. A fixed number of `..` would depend on where the
 * calling file ends up: in api/src, api/dist, or the server bundle at the top of api/dist.
 */
export function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === API_PACKAGE)
      return dirname(folder);
    if (dirname(folder) === folder) throw new Error(`No ${API_PACKAGE} package.json above ${from}`);
  }
}
