import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Doc, EventStore } from '@gp/shared/server';
import type { MemoryReadStore } from './memory-read-store';

/** Bumped when the file's layout changes: an older file is then replayed over, not misread. */
const FORMAT = 2;

/**
 * The log as the snapshot saw it: its last event. A log that no longer holds that event at that
 * position (emptied, or replaced by another) is not the one the read models were folded from.
 */
interface LogMark {
  position: number;
  eventId: string | null;
}

interface SnapshotContents {
  format: number;
  /** readModelCodeDigest() of the process that wrote it. */
  code: string;
  log: LogMark;
  /**
   * Each collection's documents (the projections' checkpoints are one of the collections): as JSON
   * text when every document comes back from JSON exactly, which parses in about 60 % of the time
   * v8's format takes (0.28 s against 0.45 s for 120,000 documents); as they are otherwise.
   */
  collections: string | Collections;
}

type Collections = [string, Doc[]][];

export type RestoreOutcome =
  | { restored: true; documents: number; logPosition: number }
  | { restored: false; reason: 'missing' | 'unreadable' | 'code-changed' | 'other-log' };

/**
 * The embedded read store's memory between runs. The read models live in the process, so without
 * this every start replays the whole log; with it, a start reads the documents back and the
 * projector replays only what was appended after their checkpoints (which are documents too, so
 * the two are always of the same moment). Saved when the process stops and after a long replay.
 *
 * Written with v8's serializer (the structured clone the store's own writes use, so a document
 * comes back exactly: undefined fields, dates), its documents as JSON when that loses nothing, to a
 * temporary file renamed over the last one.
 */
export class ReadModelSnapshot {
  private digest: string | undefined;
  /** Saves run one at a time: two would write the same temporary file. */
  private lastSave: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly store: MemoryReadStore,
    private readonly eventStore: EventStore,
    /** Called on first use only: a process that never saves or restores never reads the code. */
    private readonly computeCodeDigest: () => string,
  ) {}

  /** Fills the (empty) store from the file, if the file was written by this code from this log. */
  async restore(): Promise<RestoreOutcome> {
    let contents: SnapshotContents;
    try {
      contents = deserialize(await readFile(this.file)) as SnapshotContents;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { restored: false, reason: 'missing' };
      return { restored: false, reason: 'unreadable' };
    }
    if (contents?.format !== FORMAT) return { restored: false, reason: 'unreadable' };
    if (contents.code !== this.codeDigest()) return { restored: false, reason: 'code-changed' };
    if (!(await this.logHolds(contents.log))) return { restored: false, reason: 'other-log' };
    let collections: Collections;
    try {
      collections =
        typeof contents.collections === 'string'
          ? (JSON.parse(contents.collections) as Collections)
          : contents.collections;
    } catch {
      return { restored: false, reason: 'unreadable' };
    }
    await this.store.restoreDocuments(new Map(collections));
    return { restored: true, documents: countOf(collections), logPosition: contents.log.position };
  }

  /** Writes the store as it is now, after any save still under way; returns how many documents and bytes. */
  save(): Promise<{ documents: number; bytes: number }> {
    const saved = this.lastSave.catch(() => undefined).then(() => this.write());
    this.lastSave = saved;
    return saved;
  }

  private async write(): Promise<{ documents: number; bytes: number }> {
    const log = await this.logMark();
    const collections: Collections = [...this.store.documentsByCollection()];
    const contents: SnapshotContents = {
      format: FORMAT,
      code: this.codeDigest(),
      log,
      collections: collections.every(([, docs]) => docs.every(survivesJson))
        ? JSON.stringify(collections)
        : collections,
    };
    const bytes = serialize(contents);
    const partial = `${this.file}.${process.pid}.partial`;
    await mkdir(dirname(this.file), { recursive: true });
    try {
      await writeFile(partial, bytes);
      await rename(partial, this.file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { documents: countOf(collections), bytes: bytes.length };
  }

  private codeDigest(): string {
    return (this.digest ??= this.computeCodeDigest());
  }

  private async logMark(): Promise<LogMark> {
    const position = await this.eventStore.headPosition();
    return { position, eventId: position === 0 ? null : ((await this.eventAt(position))?.id ?? null) };
  }

  private async logHolds(mark: LogMark): Promise<boolean> {
    if (mark.position === 0) return true;
    return (await this.eventAt(mark.position))?.id === mark.eventId;
  }

  private async eventAt(position: number) {
    for await (const event of this.eventStore.readAll({ after: position - 1, maxCount: 1 }))
      return event.position === position ? event : null;
    return null;
  }
}

const countOf = (collections: Collections) => collections.reduce((sum, [, docs]) => sum + docs.length, 0);

/**
 * Whether JSON gives this value back exactly: no undefined (an absent field, a null in an array),
 * no date (a string), no NaN, infinity or -0 (null, 0), no object other than a plain one.
 */
function survivesJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++)
          if (!(index in value) || !survivesJson(value[index])) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value) if (!survivesJson((value as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false;
  }
}
