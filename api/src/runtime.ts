import { Projector, allProjections } from '@gp/projections';
import type { Config } from './config/config';
import type { Runtime } from './core/core.module';
import { checkpointProgress, localProgress } from './core/queries/projection-progress';
import { createAdapters } from './infrastructure/adapters';

export type Role = 'all' | 'api' | 'projections' | 'worker';

export interface StartedRuntime extends Runtime {
  projector: Projector | null;
  stop(): Promise<void>;
}

/** Connects the adapters and, for roles that own it, starts the projector and waits until it has caught up. */
export async function startRuntime(config: Config, role: Role, log: (line: string) => void): Promise<StartedRuntime> {
  const adapters = await createAdapters(config, log);
  const runsProjector = role === 'all' || role === 'projections';
  const projector = runsProjector
    ? new Projector(adapters.eventStore, adapters.readStore, allProjections, {
        logger: { info: log, error: (message, error) => log(`${message}: ${error instanceof Error ? error.stack : String(error)}`) },
      })
    : null;
  if (projector) {
    await projector.start();
    // Serve nothing from half-built read models: on the embedded store this is the replay at start.
    const head = await adapters.eventStore.headPosition();
    await projector.waitForPosition(head, 5 * 60_000);
  }
  return {
    config,
    adapters,
    projector,
    progress: projector ? localProgress(projector) : checkpointProgress(adapters.readStore, 'read-models'),
    async stop() {
      await projector?.stop();
      await adapters.close();
    },
  };
}
