import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API, healthSchema, type Health } from '@gp/shared';
import { defineContract } from '../../core/http/api-contract';
import { ADAPTERS } from '../../core/core.module';
import { PROJECTION_PROGRESS, type ProjectionProgress } from '../../core/queries/projection-progress';
import type { Adapters, PortName } from '../../infrastructure/adapters';
import { Startup } from '../../core/startup';

export const healthContract = defineContract({
  ...API.health,
  summary:
    'Each adapter and the projector: 200 when all answer and the process serves (`replaying`, then `starting`, at start), 503 otherwise',
  access: 'public',
  response: healthSchema,
});

const PING_TIMEOUT_MS = 2_000;

@Controller()
export class HealthController {
  constructor(
    @Inject(ADAPTERS) private readonly adapters: Adapters,
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
    private readonly startup: Startup,
  ) {}

  @Get(healthContract.path)
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const ports = Object.keys(this.adapters.names) as PortName[];
    const results = await Promise.all(
      ports.map(async (port) => [port, await ping(() => this.adapters[port].ping())] as const),
    );
    const adapters = Object.fromEntries(
      results.map(([port, error]) => [
        port,
        { adapter: this.adapters.names[port], ok: !error, ...(error ? { error } : {}) },
      ]),
    );
    const [position, head] = await Promise.all([
      this.progress.position(),
      this.adapters.eventStore.headPosition().catch(() => -1),
    ]);
    const ok = results.every(([, error]) => !error);
    const phase = this.startup.phase();
    const status = !ok ? 'degraded' : phase === 'serving' ? 'ok' : phase;
    void reply.status(status === 'ok' ? 200 : 503);
    return { status, adapters, projector: { position, head } };
  }
}

async function ping(probe: () => Promise<void>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
      }),
    ]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
