import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Lint rules of eslint.config.mjs (import directions, import cycles, honest tests), proven on small files: each rule fires on a
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
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SNIPPETS], {
    cwd: REPO,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Finding[][];
}

/** A file, its import, and the restriction it must get (null: the import is allowed). */
const CASES = [
  // api/src/core never imports api/src/modules
  {
    filePath: 'api/src/core/auth/snippet.ts',
    code: "import { UserLookup } from '../../modules/users/user-lookup';\nexport const used = UserLookup;\n",
    expect: /api\/src\/core never imports a module/,
  },
  {
    filePath: 'api/src/core/auth/snippet.ts',
    code: "import { UserLookup } from '../../modules/users/public';\nexport const used = UserLookup;\n",
    expect: /api\/src\/core never imports a module/,
  },
  {
    filePath: 'api/src/core/auth/snippet.ts',
    code: "import { DomainError } from '../errors/domain-error';\nexport const used = DomainError;\n",
    expect: null,
  },
  // modules never import api/src/cli
  {
    filePath: 'api/src/modules/reviews/review-history/snippet.ts',
    code: "import { auditStream } from '../../../cli/audit';\nexport const used = auditStream;\n",
    expect: /never imports api\/src\/cli/,
  },
  {
    filePath: 'api/src/modules/reviews/snippet.ts',
    code: "import { readStreamHistory } from '../history/public';\nexport const used = readStreamHistory;\n",
    expect: null,
  },
  // a module imports another module only through its public file
  {
    filePath: 'api/src/modules/auth/snippet.ts',
    code: "import { UserLookup } from '../users/user-lookup';\nexport const used = UserLookup;\n",
    expect: /only through its declared public file/,
  },
  {
    filePath: 'api/src/modules/admin/list-photos/snippet.ts',
    code: "import { ContractorNames } from '../../reviews/contractor-names';\nexport const used = ContractorNames;\n",
    expect: /only through its declared public file/,
  },
  {
    filePath: 'api/src/modules/auth/snippet.ts',
    code: "import { UserLookup } from '../users/public';\nexport const used = UserLookup;\n",
    expect: null,
  },
  // ... whichever way the path climbs
  {
    filePath: 'api/src/modules/reviews/submit-review/snippet.ts',
    code: "import { UserLookup } from '../../../modules/users/user-lookup';\nexport const used = UserLookup;\n",
    expect: /only through its declared public file/,
  },
  {
    filePath: 'api/src/modules/reviews/submit-review/snippet.ts',
    code: "import { UserLookup } from '../../../modules/users/public';\nexport const used = UserLookup;\n",
    expect: null,
  },
  // ... and so does the rest of api/src (the seed, the web server, test helpers), tests keeping a module's testing/ helpers
  {
    filePath: 'api/src/seed/snippet.ts',
    code: "import { userAccessDecider } from '../modules/users/user-access.decider';\nexport const used = userAccessDecider;\n",
    expect: /only through its declared public file/,
  },
  {
    filePath: 'api/src/web/testing/snippet.ts',
    code: "import { MAKE_PHOTO_VARIANTS } from '../../modules/photos/jobs/photo-jobs';\nexport const used = MAKE_PHOTO_VARIANTS;\n",
    expect: /only through its declared public file/,
  },
  {
    filePath: 'api/src/seed/snippet.ts',
    code: "import { userAccessDecider } from '../modules/users/public';\nexport const used = userAccessDecider;\n",
    expect: null,
  },
  {
    filePath: 'api/src/web/snippet.int.spec.ts',
    code: "import { jpegOf } from '../modules/photos/testing/image-fixtures';\nexport const used = jpegOf;\n",
    expect: null,
  },
  {
    filePath: 'api/src/modules/reviews/submit-review/snippet.ts',
    code: "import { reviewDecider } from '../review.decider';\nexport const used = reviewDecider;\n",
    expect: null,
  },
  // the shared workspace never imports Node-only or React code
  {
    filePath: 'shared/src/rules/snippet.ts',
    code: "import { createHash } from 'node:crypto';\nexport const used = createHash;\n",
    expect: /never imports Node-only modules/,
  },
  {
    filePath: 'shared/src/rules/snippet.ts',
    code: "import { readFileSync } from 'fs';\nexport const used = readFileSync;\n",
    expect: /never imports Node-only modules/,
  },
  {
    filePath: 'shared/src/rules/snippet.ts',
    code: "import { useState } from 'react';\nexport const used = useState;\n",
    expect: /never imports React/,
  },
  {
    filePath: 'shared/src/rules/snippet.ts',
    code: "import { EVENT_STORE } from '../ports/event-store.port';\nexport const used = EVENT_STORE;\n",
    expect: /may only import types from the server-only ports/,
  },
  {
    filePath: 'shared/src/rules/snippet.ts',
    code: "import { z } from 'zod';\nimport type { StoredEvent } from '../ports/event-store.port';\nimport { LANGUAGES } from '../constants/constants';\nimport type { DomainEvent } from '../events/events';\nexport const used = [z, LANGUAGES];\nexport type Used = [StoredEvent, DomainEvent];\n",
    expect: null,
  },
  {
    filePath: 'shared/src/ports/snippet.port.ts',
    code: "import type { Readable } from 'node:stream';\nexport type Used = Readable;\n",
    expect: null,
  },
  {
    filePath: 'shared/src/ports/snippet.port.ts',
    code: "import { createElement } from 'react';\nexport const used = createElement;\n",
    expect: /never imports React/,
  },
  // in the web apps a feature never imports another feature (any depth below the feature's folder)
  {
    filePath: 'web-public/src/features/directory/components/snippet.tsx',
    code: "import { ContactChannelButtons } from '../../pro-contact/components/contact-block';\nexport const used = ContactChannelButtons;\n",
    expect: /A feature never imports another feature/,
  },
  {
    filePath: 'web-public/src/features/profiles/snippet.ts',
    code: "import { ContactBlock } from '../pro-contact/components/contact-block';\nexport const used = ContactBlock;\n",
    expect: /A feature never imports another feature/,
  },
  {
    filePath: 'web-public/src/features/profile-editor/components/snippet.tsx',
    code: "import { DisplayNameField } from '../../../features/account/components/display-name-field';\nexport const used = DisplayNameField;\n",
    expect: /A feature never imports another feature/,
  },
  {
    filePath: 'web-admin/src/features/accounts/components/snippet.tsx',
    code: "import { HistoryDrawer } from '../../history/components/history-drawer';\nexport const used = HistoryDrawer;\n",
    expect: /A feature never imports another feature/,
  },
  {
    filePath: 'web-public/src/features/profile-editor/components/snippet.tsx',
    code: "import { PhotosSection } from './photos-section';\nimport { useProfileEditorTranslation } from '../i18n';\nimport { useProfile } from '../../../lib/api/get-profile';\nimport { DisplayNameField } from '../../../components/display-name-field';\nimport { useLang } from '@gp/web-common/hooks/use-lang';\nexport const used = [PhotosSection, useProfileEditorTranslation, useProfile, DisplayNameField, useLang];\n",
    expect: null,
  },
  {
    filePath: 'web-public/src/app/routes/snippet.tsx',
    code: "import { ContactBlock } from '../../features/contact/components/contact-block';\nimport { ProfilePage } from '../../features/profiles/components/profile-page';\nexport const used = [ContactBlock, ProfilePage];\n",
    expect: null,
  },
  // components, lib and hooks never import a feature
  {
    filePath: 'web-public/src/components/snippet.tsx',
    code: "import { CatalogSelect } from '../features/directory/components/catalog-select';\nexport const used = CatalogSelect;\n",
    expect: /components, lib and hooks never import a feature/,
  },
  {
    filePath: 'web-admin/src/lib/api/snippet.ts',
    code: "import { useSetBetaAccess } from '../../features/accounts/api/set-beta-access';\nexport const used = useSetBetaAccess;\n",
    expect: /components, lib and hooks never import a feature/,
  },
  {
    filePath: 'web-public/src/hooks/snippet.ts',
    code: "import { useProfile } from '../features/profiles/api/get-profile';\nexport const used = useProfile;\n",
    expect: /components, lib and hooks never import a feature/,
  },
  {
    filePath: 'web-common/src/components/snippet.tsx',
    code: "import { Banner } from '../features/banner/banner';\nexport const used = Banner;\n",
    expect: /components, lib and hooks never import a feature/,
  },
  {
    filePath: 'web-public/src/components/snippet.tsx',
    code: "import { rankedFilter } from '../lib/catalog-options';\nimport { useLang } from '@gp/web-common/hooks/use-lang';\nexport const used = [rankedFilter, useLang];\n",
    expect: null,
  },
  // web-admin never imports web-public, and vice versa
  {
    filePath: 'web-admin/src/features/reviews/components/snippet.tsx',
    code: "import { Stars } from '../../../../../web-public/src/components/stars';\nexport const used = Stars;\n",
    expect: /Never import web-public from here/,
  },
  {
    filePath: 'web-admin/src/app/snippet.tsx',
    code: "import { useLang } from '@public/hooks/use-lang';\nexport const used = useLang;\n",
    expect: /Never import web-public from here/,
  },
  {
    filePath: 'web-public/src/app/snippet.tsx',
    code: "import { adminRoutes } from '@gp/web-admin/src/app/router';\nexport const used = adminRoutes;\n",
    expect: /Never import web-admin from here/,
  },
  {
    filePath: 'web-admin/src/app/snippet.tsx',
    code: "import { mountApp } from '@gp/web-common/app/mount';\nexport const used = mountApp;\n",
    expect: null,
  },
  // web-common never imports either app
  {
    filePath: 'web-common/src/app/snippet.tsx',
    code: "import { publicRoutes } from '../../../web-public/src/app/router';\nexport const used = publicRoutes;\n",
    expect: /web-common never imports web-public or web-admin/,
  },
  {
    filePath: 'web-common/src/lib/snippet.ts',
    code: "import { adminRoutes } from '@gp/web-admin/src/app/router';\nexport const used = adminRoutes;\n",
    expect: /web-common never imports web-public or web-admin/,
  },
  {
    filePath: 'web-common/src/app/snippet.tsx',
    code: "import { useLang } from '../hooks/use-lang';\nexport const used = useLang;\n",
    expect: null,
  },
] as const;

describe('import directions (eslint.config.mjs)', () => {
  const results = lint(CASES);

  it.each(CASES.map((testCase, index) => [testCase.filePath, testCase.code.split('\n')[0], index] as const))(
    '%s: %s',
    (_file, _line, index) => {
      const findings = results[index]!;
      expect(findings.filter((finding) => finding.ruleId === null)).toEqual([]);
      const restrictions = findings.filter((finding) => RESTRICTING_RULES.includes(finding.ruleId ?? ''));
      const expected: RegExp | null = CASES[index]!.expect;
      expect(restrictions).toHaveLength(expected === null ? 0 : 1);
      expect(restrictions.filter((finding) => !expected?.test(finding.message))).toEqual([]);
    },
  );

  it('gives a module file every restriction at once (a later config object must not replace an earlier one)', () => {
    const [findings] = lint([
      {
        filePath: 'api/src/modules/photos/snippet.ts',
        code: "import { auditStream } from '../../cli/audit';\nimport { UserLookup } from '../users/user-lookup';\nexport const used = [auditStream, UserLookup];\n",
      },
    ]);
    expect(
      findings!.filter((finding) => finding.ruleId === 'no-restricted-imports').map((finding) => finding.message),
    ).toEqual([
      expect.stringMatching(/never imports api\/src\/cli/),
      expect.stringMatching(/only through its declared public file/),
    ]);
  });

  it('gives a web feature file both web restrictions at once (the other app and other features)', () => {
    const [findings] = lint([
      {
        filePath: 'web-admin/src/features/photos/components/snippet.tsx',
        code: "import { Stars } from '@gp/web-public/src/components/stars';\nimport { TabHeader } from '../../admin/components/tab-header';\nexport const used = [Stars, TabHeader];\n",
      },
    ]);
    expect(
      findings!.filter((finding) => finding.ruleId === 'no-restricted-imports').map((finding) => finding.message),
    ).toEqual([
      expect.stringMatching(/Never import web-public from here/),
      expect.stringMatching(/A feature never imports another feature/),
    ]);
  });

  it('gives a components file both web restrictions at once (the other app and the features)', () => {
    const [findings] = lint([
      {
        filePath: 'web-admin/src/components/snippet.tsx',
        code: "import { Stars } from '@gp/web-public/src/components/stars';\nimport { TabHeader } from '../features/admin/components/tab-header';\nexport const used = [Stars, TabHeader];\n",
      },
    ]);
    expect(
      findings!.filter((finding) => finding.ruleId === 'no-restricted-imports').map((finding) => finding.message),
    ).toEqual([
      expect.stringMatching(/Never import web-public from here/),
      expect.stringMatching(/components, lib and hooks never import a feature/),
    ]);
  });
});

describe('no import cycles (imports/no-cycle)', () => {
  // Real files given back an import that closes a cycle through what is on disk (the cycles fixed in issue 38).
  const IMPORTS = [
    {
      filePath: 'shared/src/rules/page-meta.ts',
      code: "import type { PageName } from './pages';\nexport type Used = PageName;\n",
      cycle: 'shared/src/rules/page-meta.ts → shared/src/rules/pages.ts → shared/src/rules/page-meta.ts',
    },
    {
      filePath: 'web-common/src/app/lazy-route.tsx',
      code: "import { useFooterVariant } from '../layout/footer/hooks/use-footer-variant';\nexport const used = useFooterVariant;\n",
      cycle:
        'web-common/src/app/lazy-route.tsx → web-common/src/layout/footer/hooks/use-footer-variant.ts → web-common/src/app/app-routes.tsx → web-common/src/app/lazy-route.tsx',
    },
    {
      filePath: 'web-public/src/features/directory/components/catalog-select-props.ts',
      code: "export const load = () => import('./catalog-select');\n",
      cycle:
        'web-public/src/features/directory/components/catalog-select-props.ts → web-public/src/features/directory/components/catalog-select.tsx → web-public/src/features/directory/components/catalog-select-props.ts',
    },
    {
      filePath: 'shared/src/rules/pages.ts',
      code: "import type { MetaPage } from './page-meta';\nexport type Used = MetaPage;\n",
      cycle: null,
    },
    {
      filePath: 'shared/src/rules/snippet.ts',
      code: "import { PAGES } from './pages';\nimport { PAGE_META } from '@gp/shared';\nexport const used = [PAGES, PAGE_META];\n",
      cycle: null,
    },
  ] as const;
  const results = lint(IMPORTS);

  it.each(IMPORTS.map((testCase, index) => [testCase.filePath, testCase.cycle ? 'cycle' : 'none', index] as const))(
    '%s: %s',
    (_file, _cycle, index) => {
      const findings = results[index]!;
      expect(findings.filter((finding) => finding.ruleId === null)).toEqual([]);
      const cycles = findings.filter((finding) => finding.ruleId === 'imports/no-cycle').map(({ message }) => message);
      const cycle: string | null = IMPORTS[index]!.cycle;
      const expected =
        cycle === null ? [] : [`Import cycle: ${cycle}. Move what both need so the imports point one way.`];
      expect(cycles).toEqual(expected);
    },
  );
});

describe('honest tests (eslint-plugin-jest on spec files)', () => {
  const SPEC = 'api/src/modules/reviews/snippet.unit.spec.ts';
  const TESTS = [
    { code: "it.only('focused', () => {\n  expect(1).toBe(1);\n});\n", rule: 'jest/no-focused-tests' },
    { code: "it.skip('skipped', () => {\n  expect(1).toBe(1);\n});\n", rule: 'jest/no-disabled-tests' },
    { code: "it('asserts nothing', () => {\n  JSON.parse('1');\n});\n", rule: 'jest/expect-expect' },
    {
      code: "// it('commented out', () => {\n//   expect(1).toBe(1);\n// });\nit('kept', () => {\n  expect(1).toBe(1);\n});\n",
      rule: 'jest/no-commented-out-tests',
    },
    {
      code: "declare const http: () => { get(path: string): { expect(status: number): Promise<unknown> } };\nit('asserts through supertest', async () => {\n  await http().get('/api/health').expect(200);\n});\n",
      rule: null,
    },
  ] as const;
  const results = lint(TESTS.map(({ code }) => ({ filePath: SPEC, code })));

  it.each(TESTS.map((testCase, index) => [testCase.rule ?? 'no rule', index] as const))('%s', (_rule, index) => {
    const jestFindings = results[index]!.filter(
      (finding) => finding.ruleId === null || finding.ruleId.startsWith('jest/'),
    );
    expect(jestFindings.map((finding) => finding.ruleId)).toEqual(
      TESTS[index]!.rule === null ? [] : [TESTS[index]!.rule],
    );
  });
});

describe('no literal user-facing text in JSX (i18n/no-literal-jsx-text)', () => {
  const TEXTS = [
    {
      filePath: 'web-public/src/features/home/components/snippet.tsx',
      code: 'export function Hello() {\n  return <p>Welcome to Guanacaste</p>;\n}\n',
      fires: true,
    },
    {
      filePath: 'web-admin/src/components/snippet.tsx',
      code: 'export function Hello() {\n  return <button type="button">Bienvenido</button>;\n}\n',
      fires: true,
    },
    {
      filePath: 'web-common/src/components/snippet.tsx',
      code: 'export function Hello() {\n  return <span>Loading…</span>;\n}\n',
      fires: true,
    },
    {
      filePath: 'web-public/src/features/home/components/snippet.tsx',
      code: "declare const t: (key: string) => string;\nexport function Hello() {\n  return (\n    <p>\n      {t('home.welcome')} · 4.5 / 5\n    </p>\n  );\n}\n",
      fires: false,
    },
    {
      filePath: 'web-public/src/features/home/components/snippet.unit.spec.tsx',
      code: "it('renders', () => {\n  expect(<p>Welcome</p>).toBeTruthy();\n});\n",
      fires: false,
    },
  ] as const;
  const results = lint(TEXTS);

  it.each(TEXTS.map((testCase, index) => [testCase.filePath, testCase.fires ? 'fires' : 'quiet', index] as const))(
    '%s: %s',
    (_file, _fires, index) => {
      const findings = results[index]!;
      expect(findings.filter((finding) => finding.ruleId === null)).toEqual([]);
      expect(findings.filter((finding) => finding.ruleId === 'i18n/no-literal-jsx-text')).toHaveLength(
        TEXTS[index]!.fires ? 1 : 0,
      );
    },
  );
});

describe('one date formatter (no-restricted-syntax in web features)', () => {
  const DATES = [
    {
      filePath: 'web-public/src/features/home/components/snippet.ts',
      code: "export const day = new Intl.DateTimeFormat('es-CR').format(0);\n",
      fires: true,
    },
    {
      filePath: 'web-admin/src/features/accounts/components/snippet.ts',
      code: "export const day = new Date(0).toLocaleString('en-US');\n",
      fires: true,
    },
    {
      filePath: 'web-public/src/features/home/components/snippet.ts',
      code: "export const day = new Date(0).toLocaleDateString('es-CR');\n",
      fires: true,
    },
    {
      filePath: 'web-public/src/features/home/components/snippet.ts',
      code: "import { formatDate } from '@gp/web-common/lib/format-date';\nexport const day = formatDate(0, 'es');\n",
      fires: false,
    },
    {
      filePath: 'web-common/src/lib/snippet.ts',
      code: "export const day = new Intl.DateTimeFormat('es-CR').format(0);\n",
      fires: false,
    },
  ] as const;
  const results = lint(DATES);

  it.each(DATES.map((testCase, index) => [testCase.filePath, testCase.fires ? 'fires' : 'quiet', index] as const))(
    '%s: %s',
    (_file, _fires, index) => {
      const findings = results[index]!;
      expect(findings.filter((finding) => finding.ruleId === null)).toEqual([]);
      expect(findings.filter((finding) => finding.ruleId === 'no-restricted-syntax')).toHaveLength(
        DATES[index]!.fires ? 1 : 0,
      );
    },
  );
});
