import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For tests: a database path inside a fresh temporary directory whose `data/` folder does not
 * exist yet (openSqlite must create it), and a function that removes the whole directory.
 */
export function temporaryDatabaseFile(): { file: string; remove: () => void } {
  const directory = mkdtempSync(join(tmpdir(), 'gp-sqlite-'));
  return {
    file: join(directory, 'data', 'guanacaste.sqlite'),
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}
