import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Lint rules of eslint.config.mjs (import directions, honest tests), proven on small files: each rule fires on a
 * violating import and stays quiet on an allowed one. ESLint's Node API loads the real config;
 * it runs in a child process because jest's CommonJS runtime cannot import an ES-module config.
 */
const REPO = join(__dirname, '..', '..');
const RESTRICTING_RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];

interface Finding {
  ruleId: string | null;
  message: string;
}

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
const cases = JSON.parse(await new Promise((resolve) => { let text = ''; process.stdin.on('data', (chunk) => (text += chunk)); process.stdin.on('end', () => resolve(text)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), filePath) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(cases: readonly { filePath: string; code: string }[]): Finding[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SNIPPETS], { cwd: REPO, input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Finding[][];
}

/** A file, its import, and the restriction it must get (null: the import is allowed). */
const CASES = [
  // api/src/core never imports api/src/modules
  { filePath: 'api/src/core/auth/snippet.ts', code: "import { UserLookup } from '../../modules/users/user-lookup';\nexport const used = UserLookup;\n", expect: /api\/src\/core never imports a module/ },
  { filePath: 'api/src/core/auth/snippet.ts', code: "import { UserLookup } from '../../modules/users/public';\nexport const used = UserLookup;\n", expect: /api\/src\/core never imports a module/ },
  { filePath: 'api/src/core/auth/snippet.ts', code: "import { DomainError } from '../errors/domain-error';\nexport const used = DomainError;\n", expect: null },
  // modules never import api/src/cli
  { filePath: 'api/src/modules/reviews/review-history/snippet.ts', code: "import { auditStream } from '../../../cli/audit';\nexport const used = auditStream;\n", expect: /never imports api\/src\/cli/ },
  { filePath: 'api/src/modules/reviews/snippet.ts', code: "import { readStreamHistory } from '../history/public';\nexport const used = readStreamHistory;\n", expect: null },
  // a module imports another module only through its public file
  { filePath: 'api/src/modules/auth/snippet.ts', code: "import { UserLookup } from '../users/user-lookup';\nexport const used = UserLookup;\n", expect: /only through its declared public file/ },
  { filePath: 'api/src/modules/admin/list-photos/snippet.ts', code: "import { ContractorNames } from '../../reviews/contractor-names';\nexport const used = ContractorNames;\n", expect: /only through its declared public file/ },
  { filePath: 'api/src/modules/auth/snippet.ts', code: "import { UserLookup } from '../users/public';\nexport const used = UserLookup;\n", expect: null },
  { filePath: 'api/src/modules/reviews/submit-review/snippet.ts', code: "import { reviewDecider } from '../review.decider';\nexport const used = reviewDecider;\n", expect: null },
  // the shared workspace never imports Node-only or React code
  { filePath: 'shared/src/rules/snippet.ts', code: "import { createHash } from 'node:crypto';\nexport const used = createHash;\n", expect: /never imports Node-only modules/ },
  { filePath: 'shared/src/rules/snippet.ts', code: "import { readFileSync } from 'fs';\nexport const used = readFileSync;\n", expect: /never imports Node-only modules/ },
  { filePath: 'shared/src/rules/snippet.ts', code: "import { useState } from 'react';\nexport const used = useState;\n", expect: /never imports React/ },
  { filePath: 'shared/src/rules/snippet.ts', code: "import { EVENT_STORE } from '../ports/event-store.port';\nexport const used = EVENT_STORE;\n", expect: /may only import types from the server-only ports/ },
  { filePath: 'shared/src/rules/snippet.ts', code: "import { z } from 'zod';\nimport type { StoredEvent } from '../ports/event-store.port';\nimport { LANGUAGES } from '../constants/constants';\nimport type { DomainEvent } from '../events/events';\nexport const used = [z, LANGUAGES];\nexport type Used = [StoredEvent, DomainEvent];\n", expect: null },
  { filePath: 'shared/src/ports/snippet.port.ts', code: "import type { Readable } from 'node:stream';\nexport type Used = Readable;\n", expect: null },
  { filePath: 'shared/src/ports/snippet.port.ts', code: "import { createElement } from 'react';\nexport const used = createElement;\n", expect: /never imports React/ },
] as const;

describe('import directions (eslint.config.mjs)', () => {
  const results = lint(CASES);

  it.each(CASES.map((testCase, index) => [testCase.filePath, testCase.code.split('\n')[0], index] as const))('%s: %s', (_file, _line, index) => {
    const findings = results[index]!;
    expect(findings.filter((finding) => finding.ruleId === null)).toEqual([]);
    const restrictions = findings.filter((finding) => RESTRICTING_RULES.includes(finding.ruleId ?? ''));
    const expected: RegExp | null = CASES[index]!.expect;
    expect(restrictions).toHaveLength(expected === null ? 0 : 1);
    expect(restrictions.filter((finding) => !expected?.test(finding.message))).toEqual([]);
  });

  it('gives a module file every restriction at once (a later config object must not replace an earlier one)', () => {
    const [findings] = lint([{ filePath: 'api/src/modules/photos/snippet.ts', code: "import { auditStream } from '../../cli/audit';\nimport { UserLookup } from '../users/user-lookup';\nexport const used = [auditStream, UserLookup];\n" }]);
    expect(findings!.filter((finding) => finding.ruleId === 'no-restricted-imports').map((finding) => finding.message)).toEqual([
      expect.stringMatching(/never imports api\/src\/cli/),
      expect.stringMatching(/only through its declared public file/),
    ]);
  });
});

describe('honest tests (eslint-plugin-jest on spec files)', () => {
  const SPEC = 'api/src/modules/reviews/snippet.unit.spec.ts';
  const TESTS = [
    { code: "it.only('focused', () => {\n  expect(1).toBe(1);\n});\n", rule: 'jest/no-focused-tests' },
    { code: "it.skip('skipped', () => {\n  expect(1).toBe(1);\n});\n", rule: 'jest/no-disabled-tests' },
    { code: "it('asserts nothing', () => {\n  JSON.parse('1');\n});\n", rule: 'jest/expect-expect' },
    { code: "// it('commented out', () => {\n//   expect(1).toBe(1);\n// });\nit('kept', () => {\n  expect(1).toBe(1);\n});\n", rule: 'jest/no-commented-out-tests' },
    { code: "declare const http: () => { get(path: string): { expect(status: number): Promise<unknown> } };\nit('asserts through supertest', async () => {\n  await http().get('/api/health').expect(200);\n});\n", rule: null },
  ] as const;
  const results = lint(TESTS.map(({ code }) => ({ filePath: SPEC, code })));

  it.each(TESTS.map((testCase, index) => [testCase.rule ?? 'no rule', index] as const))('%s', (_rule, index) => {
    const jestFindings = results[index]!.filter((finding) => finding.ruleId === null || finding.ruleId.startsWith('jest/'));
    expect(jestFindings.map((finding) => finding.ruleId)).toEqual(TESTS[index]!.rule === null ? [] : [TESTS[index]!.rule]);
  });
});
