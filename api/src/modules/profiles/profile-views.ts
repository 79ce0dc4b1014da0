import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';

const DAY_MS = 24 * 60 * 60_000;
/** The pro's figures cover this many days, today included. */
export const STATS_DAYS = 30;
const VIEWS_TTL_MS = (STATS_DAYS + 1) * DAY_MS;

/** The UTC days of the stats window, oldest first, as `YYYY-MM-DD`. */
export function statsDays(now: Date): string[] {
  return Array.from({ length: STATS_DAYS }, (_, index) =>
    new Date(now.getTime() - (STATS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** How long a view waits in memory before it is written, with every other view of that second. */
export const VIEWS_FLUSH_INTERVAL_MS = 1_000;
/** How many (visitor, profile, day) views are remembered, to count each once; the oldest leave first. */
export const VISITS_REMEMBERED = 50_000;

/**
 * Views of public profiles: one counter per profile and UTC day in the KeyValue port (not events:
 * a view changes nothing), kept one day longer than the window the stats read. A reported view only
 * counts in memory; the counts are written once a second, one increment per profile and day, so a
 * visit never waits on a disk write. A crash loses at most that second's views; a clean stop writes them.
 *
 * A visitor counts once per profile and day: the page reports a visit with a plain POST, and a
 * reload, or a script repeating it, must not inflate the pro's figures. The visits remembered for
 * that are this process's own (a few MB at most): with several API replicas, a visitor sent to
 * another one may count again.
 */
@Injectable()
export class ProfileViews implements OnApplicationShutdown {
  private readonly pending = new Map<string, number>();
  /** The visits counted lately, least recent first (a Set keeps insertion order). */
  private readonly visits = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(@Inject(KEY_VALUE) private readonly keyValue: KeyValueStore) {}

  /** Counts the visitor's view of the profile unless they were counted for it that UTC day; true when counted. */
  record(profileId: string, visitor: string, now: Date): boolean {
    const key = this.key(profileId, now.toISOString().slice(0, 10));
    const visit = `${key}:${visitor}`;
    if (this.visits.has(visit)) return false;
    this.visits.add(visit);
    if (this.visits.size > VISITS_REMEMBERED) this.visits.delete(this.visits.values().next().value!);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    // Unref'd: a pending write never keeps the process alive; shutdown writes what is left.
    this.timer ??= setTimeout(() => void this.flush(), VIEWS_FLUSH_INTERVAL_MS).unref();
    return true;
  }

  /** The views of the stats window, those still in memory included. */
  async lastDays(profileId: string, now: Date): Promise<number> {
    const keys = statsDays(now).map((day) => this.key(profileId, day));
    const stored = await Promise.all(keys.map((key) => this.keyValue.get(key)));
    return keys.reduce((sum, key, index) => sum + Number(stored[index] ?? 0) + (this.pending.get(key) ?? 0), 0);
  }

  /** Writes the counted views; the views counted meanwhile wait for the next write. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counted = [...this.pending];
    this.pending.clear();
    this.writing = this.writing.then(async () => {
      for (const [key, by] of counted) await this.keyValue.increment(key, { ttlMs: VIEWS_TTL_MS, by });
    });
    return this.writing;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private key(profileId: string, day: string): string {
    return `profile-views:${profileId}:${day}`;
  }
}
