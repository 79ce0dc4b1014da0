// One jest run for every workspace. swc compiles TypeScript (legacy decorators with metadata, as
// Nest needs) and the ES-module-only packages (the @nestjs ones, some of Fastify's dependencies)
// into CommonJS: jest on Node 20 cannot require ES modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

// @fastify/cookie is CommonJS but loads 'cookie' with import(), which jest's CommonJS runtime refuses.
// jose (OIDC token checks) and oauth2-mock-server (the local OIDC provider in tests) ship ES modules only.
const ESM_ONLY = [
  '@nestjs',
  '@fastify/cookie',
  'content-disposition',
  'cookie',
  'file-type',
  'jose',
  'oauth2-mock-server',
  'is-plain-obj',
];

const moduleNameMapper = {
  '^@gp/shared$': '<rootDir>/shared/src/index.ts',
  '^@gp/shared/server$': '<rootDir>/shared/src/server.ts',
  '^@gp/projections$': '<rootDir>/projections/src/index.ts',
  // The web packages' modules by path (the API's tests render web-public's pages through its entry-server).
  '^@gp/web-common/(.*)$': '<rootDir>/web-common/src/$1',
  '\\.(css)$': '<rootDir>/test/support/style-stub.js',
};

const node = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  // A ceiling, not a wait: image work and argon2 hashing run slowly on a loaded two-core machine.
  // (Set here: jest reads testTimeout from the global config only, not from a project's.)
  testTimeout: 30_000,
  projects: [
    {
      ...node,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{shared,projections,api}/src/**/*.unit.spec.ts',
        // The web builds' own plugins run in Node.
        '<rootDir>/web-common/build-plugins/**/*.unit.spec.ts',
      ],
    },
    { ...node, displayName: 'integration', testMatch: ['<rootDir>/{projections,api}/src/**/*.int.spec.ts'] },
    {
      ...node,
      displayName: 'contracts',
      testMatch: [
        '<rootDir>/api/src/infrastructure/**/*.contract.spec.ts',
        '<rootDir>/api/src/modules/**/*.contract.spec.ts',
      ],
    },
    {
      ...node,
      displayName: 'web',
      // jsdom plus Node's own fetch, Request and TextEncoder, which react-router needs.
      testEnvironment: 'jest-fixed-jsdom',
      setupFilesAfterEnv: ['<rootDir>/test/support/web-setup.ts'],
      moduleNameMapper,
      testMatch: ['<rootDir>/web-{common,public,admin}/src/**/*.unit.spec.{ts,tsx}'],
    },
  ],
};
