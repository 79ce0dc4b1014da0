import { type DynamicModule, Global, Module } from '@nestjs/common';
import { BLOB_STORE, CLOCK, EVENT_STORE, JOB_QUEUE, KEY_VALUE, READ_STORE, MESSAGE_SENDER } from '@gp/shared/server';
import { AppConfig } from '../config/app-config';
import type { Config } from '../config/config';
import type { Adapters } from '../infrastructure/adapters';
import { RateLimiter } from './auth/rate-limiter';
import { servesSessionsAlone, SessionService } from './auth/session.service';
import { UserAccessCache } from './auth/user-access-cache';
import { CommandPipeline } from './commands/command-pipeline';
import { PROJECTION_PROGRESS, type ProjectionProgress } from './queries/projection-progress';
import { SharedAnswers } from './queries/shared-answers';
import { Startup } from './startup';
import { PublicAnswerCache } from './http/public-answer-cache';

export const ADAPTERS = Symbol('Adapters');

export interface Runtime {
  config: Config;
  adapters: Adapters;
  progress: ProjectionProgress;
  startup: Startup;
}

/** Ports, configuration and the write-side machinery, available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(runtime: Runtime): DynamicModule {
    const providers = [
      { provide: AppConfig, useValue: new AppConfig(runtime.config) },
      { provide: ADAPTERS, useValue: runtime.adapters },
      { provide: EVENT_STORE, useValue: runtime.adapters.eventStore },
      { provide: READ_STORE, useValue: runtime.adapters.readStore },
      { provide: KEY_VALUE, useValue: runtime.adapters.keyValue },
      { provide: JOB_QUEUE, useValue: runtime.adapters.jobQueue },
      { provide: BLOB_STORE, useValue: runtime.adapters.blobStore },
      { provide: MESSAGE_SENDER, useValue: runtime.adapters.sms },
      { provide: CLOCK, useValue: runtime.adapters.clock },
      { provide: PROJECTION_PROGRESS, useValue: runtime.progress },
      { provide: Startup, useValue: runtime.startup },
      {
        provide: PublicAnswerCache,
        // Aged on the clock the answers read ("open now"), so a set clock moves both.
        useValue: new PublicAnswerCache({
          position: () => runtime.progress.knownPublicChange(),
          now: () => runtime.adapters.clock.now().getTime(),
        }),
      },
      {
        provide: SessionService,
        useValue: new SessionService(runtime.adapters.keyValue, {
          servedAlone: servesSessionsAlone(runtime.adapters.names),
        }),
      },
      CommandPipeline,
      RateLimiter,
      UserAccessCache,
      SharedAnswers,
    ];
    return {
      module: CoreModule,
      providers,
      exports: providers.map((provider) => ('provide' in provider ? provider.provide : provider)),
    };
  }
}
