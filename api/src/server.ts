import 'reflect-metadata';
import { Projector, allProjections, betaKeysProjection, type BetaKeyDocument } from '@gp/projections';
import { ConfigError, loadConfig, type Config } from './config/config';
import { createHttpApp } from './http-app';
import { createAdapters } from './infrastructure/adapters';
import { registerJobProcessors } from './job-processors';
import { scheduleRequestRetention } from './modules/contact/public';
import { startRuntime, type Role, type StartedRuntime } from './runtime';
import { auditStream } from './cli/audit';
import { DEMO_ADMIN, DEMO_PASSWORD, seedDemo } from './seed/seed-demo';
import { DEMO_CONTRACTORS } from './seed/demo-data';
import { EnsureAdminService } from './modules/users/ensure-admin/ensure-admin.service';
import { betaKeySignUpLinks } from './modules/beta-keys/issue-beta-key/issue-beta-key.handler';

const log = (line: string) => console.log(line);
const COMMANDS = ['all', 'api', 'projections', 'worker', 'rebuild', 'audit', 'seal-personal-data'] as const;
type Command = (typeof COMMANDS)[number];

/** A role split out of the single process only works on the store the roles share. */
const SHARED_STORE_OF_ROLE: Partial<Record<Command, { variable: 'MONGODB_URL' | 'REDIS_URL'; why: string }>> = {
  api: { variable: 'MONGODB_URL', why: 'the embedded read models live inside one process' },
  projections: { variable: 'MONGODB_URL', why: 'the embedded read models live inside one process' },
  worker: { variable: 'REDIS_URL', why: 'the embedded job queue runs inside one process' },
};

/**
 * Runs one command of the server (`all` by default: see COMMANDS) with the process's arguments after
 * the script's; a failure ends the process with 1.
 */
export function runServer(argv: readonly string[]): void {
  main(argv).catch((error: unknown) => {
    // A bad configuration is one clear line naming the variable; anything else keeps its stack.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

async function main(argv: readonly string[]): Promise<void> {
  const [command = 'all', ...args] = argv as [Command?, ...string[]];
  if (!COMMANDS.includes(command)) throw new Error(`Unknown command "${command}": use one of ${COMMANDS.join(', ')}`);
  const config = loadConfig();
  if (command === 'rebuild') return rebuild(config, args);
  if (command === 'audit') return audit(config, args);
  if (command === 'seal-personal-data') return sealPersonalData(config, args);
  const shared = SHARED_STORE_OF_ROLE[command];
  if (shared && !config[shared.variable])
    throw new ConfigError(shared.variable, `is required for a separate ${command} process (${shared.why}: use "all")`);
  await serve(config, command);
}

async function serve(config: Config, role: Role): Promise<void> {
  const runtime = await startRuntime(config, role, log);
  if (role === 'all' || role === 'worker') {
    registerJobProcessors(runtime, log);
    // Today's retention run (once a day, whichever process enqueues it first; each run enqueues the
    // next), once the read models it reads have caught up.
    void runtime.ready
      .then(() => scheduleRequestRetention(runtime.adapters.jobQueue, runtime.adapters.clock))
      .catch((error: unknown) => log(`Could not schedule the request retention: ${String(error)}`));
  }
  if (role === 'projections') await runtime.ready;
  const stops: (() => Promise<void>)[] = [];
  if (role === 'all' || role === 'api') {
    const app = await createHttpApp(runtime);
    stops.push(() => app.close());
    // Listening during the replay at start, the health check can tell how far it has come.
    await app.listen({ port: config.PORT, host: config.HOST });
    await runtime.ready;
    await prepareData(app, runtime);
    runtime.startup.serve();
    await printBanner(runtime);
  } else {
    log(`Guanacaste Pros ${role} process running (adapters: ${JSON.stringify(runtime.adapters.names)})`);
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    for (const stop of stops) await stop();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function prepareData(app: Awaited<ReturnType<typeof createHttpApp>>, runtime: StartedRuntime): Promise<void> {
  const { config, adapters } = runtime;
  if (config.SEED_DEMO && (await adapters.eventStore.headPosition()) === 0) {
    await seedDemo(app);
    log('Seeded demo data on the empty event log.');
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await app.get(EnsureAdminService).ensure(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  }
  if (runtime.projector) await runtime.projector.waitForPosition(await adapters.eventStore.headPosition(), 30_000);
}

async function printBanner(runtime: StartedRuntime): Promise<void> {
  const { config, adapters } = runtime;
  const lines = [
    `Guanacaste Pros is running on ${config.PUBLIC_ORIGIN}/en (admin: ${config.PUBLIC_ORIGIN}/en/admin/accounts)`,
  ];
  lines.push(
    `Adapters: ${Object.entries(adapters.names)
      .map(([port, name]) => `${port}=${name}`)
      .join(', ')}; data in ${config.DATA_DIR}`,
  );
  if (config.SEED_DEMO) {
    lines.push(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    lines.push(
      `Demo contractors (password ${DEMO_PASSWORD}): ${DEMO_CONTRACTORS.map((contractor) => contractor.email).join(', ')}`,
    );
    const [key] = await adapters.readStore
      .collection<BetaKeyDocument>(betaKeysProjection.collection)
      .find({ isConsumed: false }, { sort: { issuedAt: 1 }, limit: 1 });
    if (key) lines.push(`Beta sign-up link: ${betaKeySignUpLinks(config.PUBLIC_ORIGIN, key._id).en}`);
  }
  log(lines.join('\n'));
}

/** `rebuild [name…]`: only the named projections (each has its own checkpoint); without a name, every one. */
async function rebuild(config: Config, names: string[]): Promise<void> {
  const unknown = names.filter((name) => !allProjections.some((projection) => projection.name === name));
  if (unknown.length > 0)
    throw new Error(
      `Unknown projection(s) ${unknown.join(', ')}: use ${allProjections.map((projection) => projection.name).join(', ')}`,
    );
  const projections =
    names.length === 0 ? allProjections : allProjections.filter((projection) => names.includes(projection.name));
  const adapters = await createAdapters(config, log);
  try {
    // The embedded store keeps the other projections' documents from its snapshot, and saves the result in it.
    const snapshot = adapters.readModelSnapshot;
    if (snapshot) await snapshot.restore();
    const result = await Projector.rebuild(adapters.eventStore, adapters.readStore, projections, {
      logger: { info: log, error: (message) => log(message) },
    });
    if (snapshot) await snapshot.save();
    log(
      `Rebuilt ${projections.map((projection) => projection.name).join(', ')} from ${result.events} events (position ${result.position}) into ${adapters.names.readStore}${snapshot ? ` (saved to ${snapshot.file})` : ''}.`,
    );
  } finally {
    await adapters.close();
  }
}

/** `seal-personal-data [--dry-run]`: seals what events written before sealing hold in plain text. */
async function sealPersonalData(config: Config, args: string[]): Promise<void> {
  const dryRun = args.includes('--dry-run');
  const adapters = await createAdapters(config, log);
  try {
    const report = await adapters.sealPlainPersonalData({ dryRun });
    const fields = Object.entries(report.fields).map(([field, count]) => `  ${field}: ${count}`);
    log(
      [
        `${dryRun ? 'Would seal' : 'Sealed'} personal fields in ${report.events} events${fields.length ? ':' : '.'}`,
        ...fields,
      ].join('\n'),
    );
  } finally {
    await adapters.close();
  }
}

async function audit(config: Config, args: string[]): Promise<void> {
  const adapters = await createAdapters(config, log);
  try {
    for (const line of await auditStream(adapters.eventStore, args)) log(line);
  } finally {
    await adapters.close();
  }
}
