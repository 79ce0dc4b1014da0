import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Gives `use` a fresh temporary directory and removes it afterwards, whatever happens. */
export async function withTempDir(label, use) {
  const dir = mkdtempSync(join(tmpdir(), `gp-bench-${label}-`));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
