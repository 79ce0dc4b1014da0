import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type Subscription } from '@gp/shared/server';
import type { UserAccessFacts } from './user-access';

/** How many users' access facts are kept; the least recently used leave first. */
export const USER_ACCESS_CACHE_SIZE = 10_000;
const USER_STREAM_PREFIX = 'user-';

/**
 * The access guard's memory of each signed-in user's access facts, so an authenticated request
 * reads no event stream. An entry is forgotten when anything is appended to that user's stream:
 * at once by the command pipeline of this process, and through a live subscription to the log for
 * appends made by other processes. A load that overlaps a forget is used once and not kept.
 */
@Injectable()
export class UserAccessCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(UserAccessCache.name);
  private readonly entries = new Map<string, UserAccessFacts>();
  /** Bumped by every forget, so a load started before it cannot store facts read before it. */
  private readonly generations = new Map<string, number>();
  private subscription: Subscription | null = null;

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const after = await this.eventStore.headPosition();
    this.subscription = this.eventStore.subscribeToAll(
      {
        after,
        onError: (error) => {
          // Without the feed another process's changes would go unseen: keep nothing from now on.
          this.logger.error(`User access invalidation stopped; the cache is off: ${String(error)}`);
          this.subscription = null;
          this.entries.clear();
        },
      },
      async (event) => this.forgetStream(event.streamId),
    );
  }

  async onModuleDestroy(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  async get(userId: string, load: (userId: string) => Promise<UserAccessFacts>): Promise<UserAccessFacts> {
    const cached = this.entries.get(userId);
    if (cached) {
      // Re-inserted so that the Map's order is least recently used first.
      this.entries.delete(userId);
      this.entries.set(userId, cached);
      return cached;
    }
    const generation = this.generations.get(userId) ?? 0;
    const facts = Object.freeze(await load(userId));
    if (this.subscription && (this.generations.get(userId) ?? 0) === generation) {
      this.entries.set(userId, facts);
      if (this.entries.size > USER_ACCESS_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
    }
    return facts;
  }

  /** Called for every stream written to; only user streams matter. */
  forgetStream(streamId: string): void {
    if (!streamId.startsWith(USER_STREAM_PREFIX)) return;
    const userId = streamId.slice(USER_STREAM_PREFIX.length);
    this.entries.delete(userId);
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    if (this.generations.size > USER_ACCESS_CACHE_SIZE) this.generations.delete(this.generations.keys().next().value!);
  }
}
