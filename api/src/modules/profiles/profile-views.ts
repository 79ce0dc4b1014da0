import { Inject, Injectable } from '@nestjs/common';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';

const DAY_MS = 24 * 60 * 60_000;
/** The pro's figures cover this many days, today included. */
export const STATS_DAYS = 30;

/** The UTC days of the stats window, oldest first, as `YYYY-MM-DD`. */
export function statsDays(now: Date): string[] {
  return Array.from({ length: STATS_DAYS }, (_, index) =>
    new Date(now.getTime() - (STATS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Views of public profiles: one counter per profile and UTC day in the KeyValue port (not events:
 * a view changes nothing), kept one day longer than the window the stats read.
 */
@Injectable()
export class ProfileViews {
  constructor(@Inject(KEY_VALUE) private readonly keyValue: KeyValueStore) {}

  async record(profileId: string, now: Date): Promise<void> {
    await this.keyValue.increment(this.key(profileId, now.toISOString().slice(0, 10)), {
      ttlMs: (STATS_DAYS + 1) * DAY_MS,
    });
  }

  async lastDays(profileId: string, now: Date): Promise<number> {
    const counts = await Promise.all(statsDays(now).map((day) => this.keyValue.get(this.key(profileId, day))));
    return counts.reduce((sum, count) => sum + Number(count ?? 0), 0);
  }

  private key(profileId: string, day: string): string {
    return `profile-views:${profileId}:${day}`;
  }
}
