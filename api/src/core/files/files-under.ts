import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Every file under a folder, at any depth, as a path relative to it with `/` between folders, sorted. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split(sep)
        .join('/'),
    )
    .sort();
}
