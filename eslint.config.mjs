import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jest from 'eslint-plugin-jest';
import globals from 'globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// ---- Import directions for api/ and shared/ (issue 12, item 2) ---------------------------------
// Core `no-restricted-imports` only. In flat config a later object that sets the same rule for a
// file replaces its options, so each file group below gets ONE object holding all its patterns.

/** Every folder under api/src/modules is a module; its `public.ts` is all other modules may import. */
const API_MODULES = readdirSync(new URL('./api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Core is what every module builds on; a core file that imports a module turns the layering upside down.
const CORE_NEVER_IMPORTS_MODULES = {
  regex: '^(\\.\\./)+modules(/|$)',
  caseSensitive: true,
  message: 'api/src/core never imports a module: declare a port in core and let the module provide it.',
};
// The CLI is a client of the modules; anything both need (e.g. the history reader) lives in a module.
const MODULES_NEVER_IMPORT_CLI = {
  regex: '^(\\.\\./)+cli(/|$)',
  caseSensitive: true,
  message: 'A module never imports api/src/cli: move what both use into a module (e.g. modules/history).',
};
// A module's internals may change freely; other modules depend only on what it declares public.
const PUBLIC_FILE_MESSAGE = 'Import another module only through its declared public file: modules/<module>/public.ts.';
const onlyPublicFilesOfOtherModules = (own) => ({
  caseSensitive: true,
  // `../users/x` from beside it, or `../../../modules/users/x` climbing to api/src first.
  regex: `^(\\.\\./)+(modules/)?(${API_MODULES.filter((name) => name !== own)
    .map(escapeRegex)
    .join('|')})/(?!public$).+`,
  message: PUBLIC_FILE_MESSAGE,
});
// The same for the rest of api/src (the seed, the web server, test helpers): they are clients of the modules.
// A module's `testing/` helpers stay reachable for tests and out of public.ts, which production loads
// (image-fixtures would load sharp at start).
const ONLY_PUBLIC_FILES_OF_MODULES = {
  caseSensitive: true,
  regex: '^(\\.\\./)+modules/[^/]+/(?!public$|testing/).+',
  message: PUBLIC_FILE_MESSAGE,
};

const NODE_BUILTINS = [...new Set(builtinModules.map((name) => name.replace(/^node:/, '')))];
// Browser-safe shared code is bundled into both web apps: Node's modules do not exist there.
// (Regexes on the whole specifier: gitignore-style groups would also match '../events/events'.)
const NO_NODE = {
  regex: `^(node:.+|(${NODE_BUILTINS.map(escapeRegex).join('|')})(/.*)?)$`,
  caseSensitive: true,
  message:
    'Browser-safe shared code never imports Node-only modules (server-only contracts go in shared/src/ports, exported by server.ts).',
};
// The contracts package is used by the API and by both UIs; UI code belongs in the web apps.
const NO_REACT = {
  regex: '^react(-dom)?(/.*)?$',
  caseSensitive: true,
  message: 'The shared workspace never imports React: UI code lives in the web apps.',
};

const importDirections = [
  {
    files: ['api/src/core/**/*.ts'],
    // A core test may drive the machinery with a real slice (e.g. the pipeline with the beta-key decider).
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_NEVER_IMPORTS_MODULES] }] },
  },
  ...API_MODULES.map((module) => ({
    files: [`api/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULES_NEVER_IMPORT_CLI, onlyPublicFilesOfOtherModules(module)] },
      ],
    },
  })),
  {
    // Not the process wiring directly in api/src (app.module.ts, server.ts, job-processors.ts, …): it
    // composes the modules from their module files.
    files: ['api/src/*/**/*.ts'],
    ignores: ['api/src/core/**', 'api/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_PUBLIC_FILES_OF_MODULES] }] },
  },
  {
    // Browser-safe: everything web apps reach through '@gp/shared'.
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/server.ts', 'shared/src/ports/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_NODE, NO_REACT] }],
      // The ports are server-only; browser-safe code may name their types (erased at build) but not load them.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?(ports/.+|server)$',
              allowTypeImports: true,
              message: 'Browser-safe shared code may only import types from the server-only ports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server-only entry (server.ts and the ports it exports) may use Node, never React.
    files: ['shared/src/server.ts', 'shared/src/ports/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT] }] },
  },
];
// ---- end of import directions for api/ and shared/ ----------------------------------------------

// ---- Import directions for the web apps (issue 12, item 2) -------------------------------------
const WEB_APPS = ['web-public', 'web-admin'];
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// What both apps use lives in web-common; an app reaching into the other couples their releases and bundles.
const neverImportApp = (other) => ({
  regex: `^(@gp/${other}|(\\.\\./)+${other}|@public)(/|$)`,
  caseSensitive: true,
  message: `Never import ${other} from here: move what both apps use into web-common (@gp/web-common/...).`,
});
// web-common is the base both apps build on; importing an app from it would make the base depend on its users.
const COMMON_NEVER_IMPORTS_APPS = {
  regex: '^(@gp/web-(public|admin)|(\\.\\./)+web-(public|admin)|@public)(/|$)',
  caseSensitive: true,
  message: 'web-common never imports web-public or web-admin: it is what both apps build on.',
};
// Features are independent slices: shared pieces go to web-common or src/components|lib|hooks, and a
// route (app/routes/*.tsx) composes features by passing one's elements into another as props.
const FEATURE_MESSAGE =
  'A feature never imports another feature: move the shared piece to web-common or src/components|lib|hooks, or compose the two in app/routes/*.tsx (pass elements as props).';
/** Patterns for a file `depth` folders below src/features/<own>/ (relative specifiers climb depth+1 levels to features/). */
const otherFeatures = (own, depth) => [
  {
    regex: `^(\\./)?(\\.\\./){${depth + 1}}(?!\\.\\./)(?!${escapeRegex(own)}(/|$))[^/]+`,
    caseSensitive: true,
    message: FEATURE_MESSAGE,
  },
  { regex: `^(\\.\\./)+features/(?!${escapeRegex(own)}(/|$))`, caseSensitive: true, message: FEATURE_MESSAGE },
];
const FEATURE_DEPTHS = [0, 1, 2, 3];
// Features build on components, lib and hooks; the other way round, a shared piece would carry a feature into every page.
const NEVER_IMPORTS_FEATURES = {
  regex: '^(\\.\\./)+(src/)?features(/|$)',
  caseSensitive: true,
  message: 'components, lib and hooks never import a feature: move what they need out of the feature into them.',
};
const SHARED_WEB_FOLDERS = ['components', 'lib', 'hooks'];
const webImportDirections = [
  {
    files: ['web-common/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [COMMON_NEVER_IMPORTS_APPS] }] },
  },
  {
    files: SHARED_WEB_FOLDERS.map((folder) => `web-common/src/${folder}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [COMMON_NEVER_IMPORTS_APPS, NEVER_IMPORTS_FEATURES] }] },
  },
  ...WEB_APPS.flatMap((app) => {
    const other = neverImportApp(WEB_APPS.find((name) => name !== app));
    return [
      { files: [`${app}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: [other] }] } },
      {
        files: SHARED_WEB_FOLDERS.map((folder) => `${app}/src/${folder}/**/*.{ts,tsx}`),
        rules: { 'no-restricted-imports': ['error', { patterns: [other, NEVER_IMPORTS_FEATURES] }] },
      },
      ...featuresOf(app).flatMap((feature) =>
        FEATURE_DEPTHS.map((depth) => ({
          files: [`${app}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
          rules: { 'no-restricted-imports': ['error', { patterns: [other, ...otherFeatures(feature, depth)] }] },
        })),
      ),
    ];
  }),
];
// ---- end of import directions for the web apps --------------------------------------------------

// ---- No import cycles (issue 38, item 6) ---------------------------------------------------------
// A cycle makes load order decide what is undefined at start, and ties two files so neither changes
// alone; type-only and lazy (`import()`) imports count too, so the arrows point one way everywhere.
// Same idea as eslint-plugin-import-x's `no-cycle`: the file being linted is read from its AST, every
// other file from disk (its imports listed by TypeScript's preProcessFile, cached for the run).
const REPO = fileURLToPath(new URL('.', import.meta.url));
const WORKSPACE_ALIASES = [
  [/^@gp\/shared$/, 'shared/src/index.ts'],
  [/^@gp\/shared\/server$/, 'shared/src/server.ts'],
  [/^@gp\/projections$/, 'projections/src/index.ts'],
  [/^@gp\/web-common\/(.*)$/, 'web-common/src/$1'],
];
const isFile = (path) => existsSync(path) && statSync(path).isFile();
/** The TypeScript file a specifier names (relative or a workspace alias), or null for a package or an asset. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else {
    const alias = WORKSPACE_ALIASES.find(([pattern]) => pattern.test(specifier));
    if (!alias) return null;
    base = resolve(REPO, specifier.replace(alias[0], alias[1]));
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((path) => /\.tsx?$/.test(path) && isFile(path)) ?? null;
}
const importsOnDisk = new Map();
function importsOf(file) {
  if (!importsOnDisk.has(file)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    importsOnDisk.set(file, importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean));
  }
  return importsOnDisk.get(file);
}
/** The files from `start` back to `target`, or null when `target` is not reachable. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === target) {
      const path = [];
      for (let step = file; step !== null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of importsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}
const importsPlugin = {
  rules: {
    'no-cycle': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { cycle: 'Import cycle: {{cycle}}. Move what both need so the imports point one way.' },
      },
      create: (context) => {
        const file = context.filename;
        const check = (node) => {
          if (typeof node.source?.value !== 'string') return;
          const target = resolveImport(file, node.source.value);
          const path = target && pathBack(target, file);
          if (path) {
            const cycle = [file, ...path].map((step) => relative(REPO, step)).join(' → ');
            context.report({ node, messageId: 'cycle', data: { cycle } });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
const noCycles = {
  files: ['**/*.{ts,tsx}'],
  plugins: { imports: importsPlugin },
  rules: { 'imports/no-cycle': 'error' },
};
// ---- end of import cycles ---------------------------------------------------------------------------

// ---- Literal user-facing text in JSX (issue 12, item 8) ----------------------------------------
// Every text a visitor reads comes from the locale files (en and es), so no page ships half-translated.
// Same idea as eslint-plugin-i18next's `no-literal-string` in `jsx-text-only` mode: JSX text with a letter fails.
const i18nPlugin = {
  rules: {
    'no-literal-jsx-text': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          literal:
            'User-facing text "{{text}}" is not translated: put it in locales/en and locales/es and render t(...).',
        },
      },
      create: (context) => ({
        JSXText(node) {
          const text = node.value.trim();
          if (/\p{L}/u.test(text)) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
        },
      }),
    },
  },
};
const i18nLint = {
  files: ['web-common/src/**/*.tsx', 'web-public/src/**/*.tsx', 'web-admin/src/**/*.tsx'],
  ignores: ['**/*.spec.tsx', '**/testing/**'],
  plugins: { i18n: i18nPlugin },
  rules: { 'i18n/no-literal-jsx-text': 'error' },
};
// ---- end of literal text in JSX ------------------------------------------------------------------

// Components take `t` from useAppTranslation/useFeatureTranslation (web-common/src/lib/i18n.ts):
// react-i18next's hook copies the i18next instance for every component that calls it. And no part of
// react-router's data router, which the apps do without.
const oneTranslationHook = {
  files: ['web-common/src/**/*.{ts,tsx}', 'web-public/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
  ignores: ['**/*.spec.tsx', '**/*.spec.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-i18next',
            importNames: ['useTranslation'],
            message: 'Use useAppTranslation or a feature hook from @gp/web-common/lib/i18n.',
          },
          {
            // The apps use react-router's declarative router (web-common/src/app/app-routes.tsx):
            // one of these would bring its data router, twice the JavaScript, into every page.
            name: 'react-router',
            importNames: [
              'createBrowserRouter',
              'createMemoryRouter',
              'createStaticHandler',
              'createStaticRouter',
              'RouterProvider',
              'StaticRouterProvider',
              'ScrollRestoration',
              'useMatches',
              'useNavigation',
            ],
            message:
              'The data router is not in the apps: routes render with AppRoutes, lazy pages with lazyRoute, scroll with app/scroll-restoration.',
          },
        ],
      },
    ],
  },
};

// Dates and times are written by web-common's lib/format-date, in Costa Rica's clock, the same on the
// server and in every browser: features never format them with the platform's locale data.
const oneDateFormatter = {
  files: ['web-public/src/features/**/*.{ts,tsx}', 'web-admin/src/features/**/*.{ts,tsx}'],
  ignores: ['**/*.spec.tsx', '**/*.spec.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
        message: 'Format dates with formatDate / formatDateTime / formatWeekday from @gp/web-common/lib/format-date.',
      },
      {
        selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
        message: 'Format dates with formatDate / formatDateTime / formatWeekday from @gp/web-common/lib/format-date.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    // Nest resolves constructor parameters from decorator metadata, which needs value imports.
    files: ['api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web-common/**/*.{ts,tsx}', 'web-public/**/*.{ts,tsx}', 'web-admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Honest tests: nothing focused, skipped or commented out, and every test asserts something.
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-commented-out-tests': 'error',
      // Besides expect: supertest's `.expect(status)` and the decider spec's Given/When/Then.
      'jest/expect-expect': [
        'error',
        {
          assertFunctionNames: ['expect', 'expect*', '**.expect', 'spec.given.when.then', 'spec.given.when.thenThrows'],
        },
      ],
      // An afterEach may fail every test of a suite on errors reported out of band (e.g. a projector's logger).
      'jest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['afterEach'] }],
    },
  },
  ...importDirections,
  ...webImportDirections,
  noCycles,
  i18nLint,
  oneTranslationHook,
  oneDateFormatter,
);
