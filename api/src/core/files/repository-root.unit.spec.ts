import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './repository-root';

describe('repositoryRoot', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gp-root-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'guanacaste-pros' }));
    mkdirSync(join(root, 'api', 'dist', 'web'), { recursive: true });
    writeFileSync(join(root, 'api', 'package.json'), JSON.stringify({ name: '@gp/api' }));
    // Another workspace's manifest on the way up is not api's.
    writeFileSync(join(root, 'api', 'dist', 'package.json'), JSON.stringify({ name: '@gp/other' }));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the folder above api, from a file of api/dist and from the bundle at its top', () => {
    expect(repositoryRoot(join(root, 'api', 'dist', 'web'))).toBe(root);
    expect(repositoryRoot(join(root, 'api', 'dist'))).toBe(root);
  });

  it('is the checkout this test runs in, from the sources', () => {
    expect(repositoryRoot(__dirname)).toBe(join(__dirname, '..', '..', '..', '..'));
  });

  it('says so when no api package is above', () => {
    expect(() => repositoryRoot(tmpdir())).toThrow(/No @gp\/api package.json above/);
  });
});
