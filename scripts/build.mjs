#!/usr/bin/env node
// Builds the server workspaces, the two web apps (vite) and web-public's server-rendering bundle.
// --if-missing skips a part whose output already exists; npm start uses it.
//
// The server layout comes from nest-cli.json (the Nest monorepo file the client's layout asks
// for): its projects — libraries first, then the application — give each workspace's root and
// sourceRoot, and compilerOptions.builder the swc options. We run @swc/cli with those options
// ourselves rather than through @nestjs/cli, which would add webpack-era tooling and wants a newer
// @swc/cli than the one the tests compile with. Typechecking stays with `tsc -b` (typeCheck: false).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const ifMissing = args.has('--if-missing');
const all = args.has('--all');
const server = all || args.has('--server');
const web = all || args.has('--web');

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, cmdArgs, cwd = root) => execFileSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });

/** The server projects of nest-cli.json in build order, each with its swc options. */
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
    swc: { ...builder.options, ...project.compilerOptions?.builder?.options },
  }));
}

function buildServerProject(project) {
  const cwd = join(root, project.root);
  const outDir = project.swc.outDir ?? 'dist';
  if (ifMissing && existsSync(join(cwd, outDir))) return;
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

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  if (server) for (const project of nestProjects()) buildServerProject(project);
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
