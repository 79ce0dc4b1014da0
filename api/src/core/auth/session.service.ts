import { Inject, Injectable } from '@nestjs/common';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { newToken } from '../ids/ids';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** The idle expiry slides at most this often: a write per request would serialise every request on the store. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;
/** An admin's "view as" session ends on its own after this long. */
export const IMPERSONATION_MS = 60 * 60 * 1000;

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
 */
@Injectable()
export class SessionService {
  constructor(@Inject(KEY_VALUE) private readonly keyValue: KeyValueStore) {}

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
    return { id, ...record };
  }

  async get(id: string, now = Date.now()): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const raw = await this.keyValue.get(key(id));
    if (!raw) return null;
    const record = JSON.parse(raw) as SessionRecord;
    const lifetime = record.impersonatorId ? IMPERSONATION_MS : SESSION_ABSOLUTE_MS;
    // An impersonation lives only as long as the admin's own session behind it.
    const adminGone = record.restoreSessionId !== null && !(await this.get(record.restoreSessionId, now));
    if (now - record.createdAt > lifetime || adminGone) {
      await this.keyValue.delete(key(id));
      return null;
    }
    // Impersonation sessions never slide: they end IMPERSONATION_MS after they began.
    if (!record.impersonatorId && now - record.refreshedAt >= SESSION_REFRESH_MS) {
      record.refreshedAt = now;
      await this.keyValue.set(key(id), JSON.stringify(record), { ttlMs: SESSION_IDLE_MS });
    }
    return { id, ...record };
  }

  async destroy(id: string): Promise<void> {
    await this.keyValue.delete(key(id));
  }

  /** Signing out of an impersonation signs the admin out too: the person at the keyboard is the admin. */
  async signOut(id: string): Promise<void> {
    const session = await this.get(id);
    if (session?.restoreSessionId) await this.destroy(session.restoreSessionId);
    await this.destroy(id);
  }
}

const key = (id: string) => `session:${id}`;
