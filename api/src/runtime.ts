import {
  Projector,
  ReactorRunner,
  allProjections,
  keyValueCheckpoints,
  projectionCheckpointId,
  publicEventTypes,
  reactorCheckpointId,
  readStoreCheckpoints,
  type CheckpointStore,
  type Reactor,
} from '@gp/projections';
import type { Config } from './config/config';
import type { Runtime } from './core/core.module';
import { CommandPipeline } from './core/commands/command-pipeline';
import { Startup } from './core/startup';
import { checkpointProgress, localProgress } from './core/queries/projection-progress';
import { type AdapterOverrides, createAdapters, type Adapters } from './infrastructure/adapters';
import type { ReadModelSnapshot, RestoreOutcome } from './infrastructure/read-store/read-model-snapshot';
import { forgettingReactor } from './modules/admin/public';
import {
  eraseRequestsOfDeletedAccountsReactor,
  leadConfirmationReactor,
  leadNotificationReactor,
} from './modules/contact/public';
import { notificationReactor } from './modules/notifications/public';
import { photoVariantsReactor } from './modules/photos/public';
import { reviewAuthorLinkingReactor, reviewQueueClosingReactor } from './modules/reviews/public';

export type Role = 'all' | 'api' | 'projections' | 'worker';

export interface StartedRuntime extends Runtime {
  projector: Projector | null;
  reactors: ReactorRunner | null;
  /** Resolves once the read models and the reactors have caught up with the log as it stood at start. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** How long a reactor that reads a read model waits for it to hold the event it reacts to. */
const READ_MODELS_WAIT_MS = 60_000;

/** Every reactor, in the process that runs the projector (whose progress `projector` tells). */
function createReactors(
  adapters: Adapters,
  config: Config,
  log: (line: string) => void,
  projector: Projector | null,
): Reactor[] {
  const pipeline = new CommandPipeline(adapters.eventStore);
  return [
    reviewAuthorLinkingReactor(pipeline, adapters.keyValue, log),
    reviewQueueClosingReactor(pipeline, adapters.keyValue),
    forgettingReactor({
      pipeline,
      eventStore: adapters.eventStore,
      keyValue: adapters.keyValue,
      keys: adapters.keyStore,
      jobs: adapters.jobQueue,
      clock: adapters.clock,
    }),
    leadNotificationReactor({
      keyValue: adapters.keyValue,
      jobs: adapters.jobQueue,
      clock: adapters.clock,
      windowMs: config.LEAD_SMS_WINDOW_SECONDS * 1000,
    }),
    leadConfirmationReactor({ jobs: adapters.jobQueue, clock: adapters.clock }),
    photoVariantsReactor(adapters.jobQueue),
    notificationReactor({
      jobs: adapters.jobQueue,
      keyValue: adapters.keyValue,
      eventStore: adapters.eventStore,
      clock: adapters.clock,
    }),
    ...(['sender', 'pro'] as const).map((side) =>
      eraseRequestsOfDeletedAccountsReactor(side, {
        pipeline,
        eventStore: adapters.eventStore,
        keyStore: adapters.keyStore,
        readStore: adapters.readStore,
        readModelsReached: (position) =>
          projector ? projector.waitForPosition(position, READ_MODELS_WAIT_MS) : Promise.resolve(true),
      }),
    ),
  ];
}

/**
 * Reactor checkpoints (and their state) live in the KeyValue port, which lasts as long as their
 * work (see keyValueCheckpoints); projection checkpoints live with the read models they describe.
 */
function reactorCheckpoints(adapters: Adapters): CheckpointStore {
  return keyValueCheckpoints(adapters.keyValue);
}

/** An API replica without the projector follows their checkpoints in the shared stores. */
function remoteProgress(adapters: Adapters, reactors: readonly Reactor[]) {
  return checkpointProgress(
    {
      store: readStoreCheckpoints(adapters.readStore),
      ids: allProjections.map((projection) => projectionCheckpointId(projection.name)),
    },
    { store: reactorCheckpoints(adapters), ids: reactors.map((reactor) => reactorCheckpointId(reactor.name)) },
  );
}

/**
 * Connects the adapters and, for roles that own them, starts the projector and the reactors. The
 * catch-up with the log runs in the background (`ready`), so that the health endpoint can tell
 * how far it has come; the `startup` phase tells the HTTP app what to serve meanwhile.
 */
export async function startRuntime(
  config: Config,
  role: Role,
  log: (line: string) => void,
  overrides: AdapterOverrides = {},
): Promise<StartedRuntime> {
  const adapters = await createAdapters(config, log, overrides);
  const logger = {
    info: log,
    error: (message: string, error: unknown) =>
      log(`${message}: ${error instanceof Error ? error.stack : String(error)}`),
  };
  const runsProjector = role === 'all' || role === 'projections';
  const projector = runsProjector
    ? new Projector(adapters.eventStore, adapters.readStore, allProjections, { logger })
    : null;
  const reactorList = createReactors(adapters, config, log, projector);
  const reactors = runsProjector
    ? new ReactorRunner(adapters.eventStore, reactorCheckpoints(adapters), reactorList, logger)
    : null;
  const snapshot = projector ? adapters.readModelSnapshot : null;
  let replaying = Boolean(projector && reactors);
  const ready = (async () => {
    if (!projector || !reactors) return;
    const restoredAt = snapshot ? await restoreSnapshot(snapshot, log) : 0;
    // The projector's start is its catch-up (on the embedded store, the replay of the log after the
    // snapshot, or of all of it); the reactors follow, as their reactions may read the read models.
    await projector.start();
    await reactors.start();
    // What the reactors appended while catching up is projected before anything is served.
    await projector.waitForPosition(await adapters.eventStore.headPosition(), 5 * 60_000);
    replaying = false;
    // A long replay is saved at once, so that a process that is killed rather than stopped does not cost it again.
    if (snapshot && projector.position() - restoredAt >= SNAPSHOT_AFTER_REPLAYING)
      void saveSnapshot(snapshot, log, 'after the replay');
  })();
  // A failed start is reported by whoever awaits `ready`; this only keeps it from being unhandled meanwhile.
  ready.catch(() => undefined);
  return {
    config,
    adapters,
    projector,
    reactors,
    ready,
    progress:
      projector && reactors
        ? localProgress(projector, reactors, publicEventTypes(allProjections))
        : remoteProgress(adapters, reactorList),
    startup: new Startup(() => replaying),
    async stop() {
      const caughtUp = await ready.then(
        () => true,
        () => false,
      );
      await reactors?.stop();
      await projector?.stop();
      // After a failed start the store may hold half a restore: the last good snapshot stays.
      if (snapshot && caughtUp) await saveSnapshot(snapshot, log, 'on stopping');
      await adapters.close();
    },
  };
}

/** Events replayed at start beyond which the read models are saved straight away (a few hundred ms of replay). */
const SNAPSHOT_AFTER_REPLAYING = 10_000;

const NOT_RESTORED: Record<Exclude<RestoreOutcome, { restored: true }>['reason'], string | null> = {
  missing: null,
  unreadable: 'it could not be read',
  'code-changed': 'the projections or events changed since it was saved',
  'other-log': 'the event log no longer holds the event it was saved at',
};

/** Restores the read models; returns the log position they are restored at (0: replay everything). */
async function restoreSnapshot(snapshot: ReadModelSnapshot, log: (line: string) => void): Promise<number> {
  const outcome = await snapshot.restore();
  if (outcome.restored) {
    log(
      `Read models restored from ${snapshot.file} (${outcome.documents} documents, log position ${outcome.logPosition}); replaying the events after it.`,
    );
    return outcome.logPosition;
  }
  const why = NOT_RESTORED[outcome.reason];
  if (why) log(`Read-model snapshot ${snapshot.file} not used: ${why}. Replaying the whole log.`);
  return 0;
}

/** A failed save costs the next start a longer replay, nothing else: it is reported, not thrown. */
async function saveSnapshot(snapshot: ReadModelSnapshot, log: (line: string) => void, when: string): Promise<void> {
  try {
    const { documents, bytes } = await snapshot.save();
    log(`Read models saved to ${snapshot.file} ${when} (${documents} documents, ${Math.round(bytes / 1024)} KiB).`);
  } catch (error) {
    log(
      `Read models could not be saved to ${snapshot.file} ${when}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
