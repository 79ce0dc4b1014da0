#!/usr/bin/env node
// Builds the server workspaces and bundles the application (rolldown), the two web apps (vite) and
// web-public's server-rendering bundle. --if-missing skips a part whose output already exists; npm
// start uses it.
//
// The server layout comes from nest-cli.json (the Nest monorepo file the client's layout asks
// for): its projects — libraries first, then the application — give each workspace's root and
// sourceRoot, and compilerOptions.builder the swc options. We run @swc/cli with those options
// ourselves rather than through @nestjs/cli, which would add webpack-era tooling and wants a newer
// @swc/cli than the one the tests compile with. Typechecking stays with `tsc -b` (typeCheck: false).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const ifMissing = args.has('--if-missing');
const all = args.has('--all');
const server = all || args.has('--server');
const web = all || args.has('--web');

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, cmdArgs, cwd = root) => execFileSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });

/** The server projects of nest-cli.json in build order, each with its swc options (outDir defaulting to dist). */
export function nestProjects(nestCli = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8'))) {
  const { builder, deleteOutDir = false } = nestCli.compilerOptions ?? {};
  if (builder?.type !== 'swc')
    throw new Error('nest-cli.json: compilerOptions.builder.type must be "swc" (the only builder this script runs)');
  const projects = Object.entries(nestCli.projects ?? {}).map(([name, project]) => ({ name, ...project }));
  return [
    ...projects.filter((project) => project.type === 'library'),
    ...projects.filter((project) => project.type === 'application'),
  ].map((project) => ({
    name: project.name,
    root: project.root,
    sourceRoot: project.sourceRoot,
    entryFile: project.type === 'application' ? (project.entryFile ?? nestCli.entryFile) : null,
    deleteOutDir,
    swc: { outDir: 'dist', ...builder.options, ...project.compilerOptions?.builder?.options },
  }));
}

function buildServerProject(project) {
  const cwd = join(root, project.root);
  const { outDir } = project.swc;
  if (project.deleteOutDir) rmSync(join(cwd, outDir), { recursive: true, force: true });
  // From inside the workspace, so src/x.ts lands at dist/x.js where package.json's main points.
  run(
    bin('swc'),
    [
      relative(cwd, join(root, project.sourceRoot)),
      '-d',
      outDir,
      ...(project.swc.stripLeadingPaths ? ['--strip-leading-paths'] : []),
      ...(project.swc.copyFiles ? ['--copy-files'] : []),
      ...(project.swc.quiet ? ['--quiet'] : []),
      '--config-file',
      relative(cwd, join(root, project.swc.swcrcPath ?? '.swcrc')),
      '--ignore',
      '**/*.spec.ts,**/*.spec.tsx,**/*.contract.ts,src/testing/**',
    ],
    cwd,
  );
  if (project.entryFile && !existsSync(join(cwd, outDir, `${project.entryFile}.js`))) {
    throw new Error(
      `nest-cli.json: ${project.name} built, but its entry file ${project.entryFile}.js is not in ${project.root}/${outDir}`,
    );
  }
}

/** The server bundle, next to the entry file that loads it by this name (api/src/main.ts). */
const SERVER_BUNDLE = 'server.bundle.js';
/** The module the bundle starts from: everything main.ts runs, loaded by main.ts. */
const SERVER_MODULE = 'server.js';
/**
 * What the bundle leaves to node_modules: native addons; packages that read their own files at run
 * time (pino starts its transport workers from a path, bullmq reads Lua scripts); and the clients
 * of the production adapters, imported only when their URL is set.
 */
const SERVER_BUNDLE_EXTERNALS = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pino',
  'bullmq',
  'ioredis',
  'mongodb',
  '@kurrent/kurrentdb-client',
  'twilio',
];
/** Packages Nest and Fastify load only if installed (we install none): left as the run-time require they are. */
const OPTIONAL_PEERS = [
  '@fastify/multipart',
  '@fastify/static',
  '@fastify/view',
  '@nestjs/microservices',
  '@nestjs/platform-express',
  '@nestjs/websockets',
  'class-transformer',
  'class-validator',
];

/**
 * Bundles the application's compiled server module and what it imports into one CommonJS file (see
 * api/src/main.ts for why). Not minified: stack traces keep their names. Fails on any warning but an
 * optional peer left unresolved, so that nothing else is silently left out.
 */
async function bundleServer(project) {
  const outDir = join(root, project.root, project.swc.outDir);
  const file = join(outDir, SERVER_BUNDLE);
  const { build } = await import('rolldown');
  const packageOf = (id) =>
    id
      .split('/')
      .slice(0, id.startsWith('@') ? 2 : 1)
      .join('/');
  const leftOut = new Set([...SERVER_BUNDLE_EXTERNALS, ...OPTIONAL_PEERS]);
  const problems = [];
  await build({
    input: join(outDir, SERVER_MODULE),
    platform: 'node',
    external: (id) => isBuiltin(id) || leftOut.has(packageOf(id)),
    logLevel: 'warn',
    onLog: (level, log) => {
      if (level === 'warn' || level === 'error') problems.push(`${log.code}: ${log.message}`);
    },
    output: { file, format: 'cjs', codeSplitting: false, minify: false },
  });
  if (problems.length > 0) {
    rmSync(file, { force: true });
    throw new Error(`Bundling the server: ${problems.join('\n')}`);
  }
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  if (server)
    for (const project of nestProjects()) {
      // The application is built when its bundle is missing: an output folder from before the bundle has no server.js.
      const output = join(root, project.root, project.swc.outDir, project.entryFile ? SERVER_BUNDLE : '');
      if (ifMissing && existsSync(output)) continue;
      buildServerProject(project);
      if (project.entryFile) await bundleServer(project);
    }
  if (web) {
    for (const app of ['web-public', 'web-admin']) {
      if (ifMissing && existsSync(join(root, app, 'dist', 'index.html'))) continue;
      run(bin('vite'), ['build', '--logLevel', 'warn'], join(root, app));
    }
    // web-public's pages are also rendered on the server, by this bundle.
    if (!(ifMissing && existsSync(join(root, 'web-public', 'dist-server', 'entry-server.cjs')))) {
      run(bin('vite'), ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], join(root, 'web-public'));
    }
  }
}
