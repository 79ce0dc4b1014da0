import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MANTINE_USE_ID_MODULE, STABLE_USE_ID_MODULE, mantineStableIds } from './mantine-stable-ids';

/** The installed @mantine/hooks' useId module. */
const packageRoot = require.resolve('@mantine/hooks').replace(/([\\/]@mantine[\\/]hooks)[\\/].*$/, '$1');
const installedModule = join(packageRoot, 'esm/use-id/use-id.mjs');
const load = (id: string) => {
  const hook = mantineStableIds().load as (id: string) => string | null;
  return hook(id);
};

describe('mantineStableIds', () => {
  it('loads its own module in place of the installed Mantine useId, and leaves every other module alone', () => {
    expect(load(installedModule)).toBe(STABLE_USE_ID_MODULE);
    expect(load(installedModule.replaceAll('/', '\\'))).toBe(STABLE_USE_ID_MODULE);
    expect(load(join(dirname(installedModule), '../use-idle/use-idle.mjs'))).toBeNull();
    expect(load('/src/features/use-id/use-id.mjs')).toBeNull();
  });

  // Checks against the installed version, so that an upgrade of Mantine that changes either shows here.
  it('exports what the installed module exports, and renders the id Mantine renders first', () => {
    const installed = readFileSync(installedModule, 'utf8');
    expect(MANTINE_USE_ID_MODULE.test(installedModule)).toBe(true);
    const exported = /export \{([^}]*)\}/
      .exec(installed)?.[1]
      ?.split(',')
      .map((name) => name.trim().split(' as ').at(-1));
    expect(exported).toEqual(['useId']);
    expect(STABLE_USE_ID_MODULE).toContain('export function useId(');
    // Mantine's first render (its useState's initial value), which the server's HTML holds.
    expect(installed).toContain('useState(`mantine-${reactId.replace(/:/g, "")}`)');
    expect(STABLE_USE_ID_MODULE).toContain("`mantine-${reactId.replace(/:/g, '')}`");
  });
});
