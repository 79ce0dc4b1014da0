import type { KeyValueStore } from '@gp/shared/server';
import { newToken } from '../ids/ids';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** The idle expiry slides at most this often: a write per request would serialise every request on the store. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;
/** An admin's "view as" session ends on its own after this long. */
export const IMPERSONATION_MS = 60 * 60 * 1000;
/** How many session records are kept in memory at most; the least recently used leave first. */
export const SESSION_MEMORY_SIZE = 10_000;

interface SessionRecord {
  userId: string;
  impersonatorId: string | null;
  /** An impersonation session remembers the admin's own session, which comes back when it stops. */
  restoreSessionId: string | null;
  createdAt: number;
  refreshedAt: number;
}

export interface Session extends SessionRecord {
  id: string;
}

/**
 * Server-side sessions in the KeyValue port. The cookie holds only an opaque 256-bit id; the
 * record expires when idle, and is refused past its absolute lifetime even if kept warm.
 *
 * When this process alone serves the store's sessions (`servedAlone`), every session write goes
 * through this service, so it keeps a copy of the records it read or wrote and an authenticated
 * request reads no store: destroying a session forgets its copy, and the idle and absolute limits
 * are checked on the copy as on the stored record.
 */
export class SessionService {
  /** The copies, least recently used first; null when other processes may end these sessions. */
  private readonly records: Map<string, SessionRecord> | null;
  /** Counts the sessions destroyed, so that a read which overlapped a destroy does not keep what it read. */
  private destroyed = 0;

  constructor(
    private readonly keyValue: KeyValueStore,
    options: { servedAlone: boolean },
  ) {
    this.records = options.servedAlone ? new Map() : null;
  }

  async create(userId: string, now = Date.now()): Promise<Session> {
    return this.store(
      { userId, impersonatorId: null, restoreSessionId: null, createdAt: now, refreshedAt: now },
      SESSION_IDLE_MS,
    );
  }

  /** A new, time-limited session for the target, marked with the admin who opened it. */
  async createImpersonation(
    targetUserId: string,
    admin: { userId: string; sessionId: string },
    now = Date.now(),
  ): Promise<Session> {
    return this.store(
      {
        userId: targetUserId,
        impersonatorId: admin.userId,
        restoreSessionId: admin.sessionId,
        createdAt: now,
        refreshedAt: now,
      },
      IMPERSONATION_MS,
    );
  }

  private async store(record: SessionRecord, ttlMs: number): Promise<Session> {
    const id = newToken(32);
    await this.keyValue.set(key(id), JSON.stringify(record), { ttlMs });
    this.remember(id, record);
    return { id, ...record };
  }

  async get(id: string, now = Date.now()): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const destroyedBefore = this.destroyed;
    const record = await this.read(id, destroyedBefore);
    if (!record) return null;
    const lifetime = record.impersonatorId ? IMPERSONATION_MS : SESSION_ABSOLUTE_MS;
    // The store forgets an idle record by its expiry; a copy in memory has to be checked.
    const idle = !record.impersonatorId && now - record.refreshedAt >= SESSION_IDLE_MS;
    // An impersonation lives only as long as the admin's own session behind it.
    const adminGone = record.restoreSessionId !== null && !(await this.get(record.restoreSessionId, now));
    if (now - record.createdAt > lifetime || idle || adminGone) {
      await this.destroy(id);
      return null;
    }
    // Impersonation sessions never slide: they end IMPERSONATION_MS after they began.
    if (!record.impersonatorId && now - record.refreshedAt >= SESSION_REFRESH_MS) {
      const refreshed = { ...record, refreshedAt: now };
      // Only while the record is there: a sign-out that deleted it after the read above wins.
      if (!(await this.keyValue.setIfPresent(key(id), JSON.stringify(refreshed), { ttlMs: SESSION_IDLE_MS }))) {
        this.records?.delete(id);
        return null;
      }
      this.rememberRead(id, refreshed, destroyedBefore);
      return { id, ...refreshed };
    }
    return { id, ...record };
  }

  /** The record from memory, else from the store. */
  private async read(id: string, destroyedBefore: number): Promise<SessionRecord | null> {
    const copy = this.records?.get(id);
    if (copy) {
      this.remember(id, copy);
      return copy;
    }
    const raw = await this.keyValue.get(key(id));
    if (!raw) return null;
    const record = JSON.parse(raw) as SessionRecord;
    this.rememberRead(id, record, destroyedBefore);
    return record;
  }

  /** Keeps what a read found unless a session was destroyed meanwhile: it may have been this one. */
  private rememberRead(id: string, record: SessionRecord, destroyedBefore: number): void {
    if (this.destroyed === destroyedBefore) this.remember(id, record);
  }

  private remember(id: string, record: SessionRecord): void {
    if (!this.records) return;
    // Re-inserted so that the Map's order is least recently used first.
    this.records.delete(id);
    this.records.set(id, record);
    if (this.records.size > SESSION_MEMORY_SIZE) this.records.delete(this.records.keys().next().value!);
  }

  async destroy(id: string): Promise<void> {
    await this.keyValue.delete(key(id));
    // After the delete: a read that started before it and ends after it sees the count move.
    this.destroyed += 1;
    this.records?.delete(id);
  }

  /** Signing out of an impersonation signs the admin out too: the person at the keyboard is the admin. */
  async signOut(id: string): Promise<void> {
    const session = await this.get(id);
    if (session?.restoreSessionId) await this.destroy(session.restoreSessionId);
    await this.destroy(id);
  }
}

/**
 * Whether a process alone serves the sessions in its KeyValue store, so that SessionService may keep
 * copies of the records. Only the embedded setup (the SQLite store, read models in this process)
 * runs as one process. With Redis, API replicas share the sessions; with MongoDB read models, API
 * processes may share one SQLite file. There another process can end a session, which must be
 * refused at this one's next request: every request reads the store.
 */
export function servesSessionsAlone(adapters: { keyValue: string; readStore: string }): boolean {
  return adapters.keyValue === 'sqlite' && adapters.readStore === 'memory';
}

const key = (id: string) => `session:${id}`;
