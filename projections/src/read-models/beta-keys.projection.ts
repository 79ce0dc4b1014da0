import { defineProjection } from '../runtime/projection';

/** One beta key, for the admin list: its note, who issued it, and whether it was used or revoked. */
export type BetaKeyDocument = {
  _id: string;
  /** The admin's note: who or what the key is for (null without one). */
  note: string | null;
  isConsumed: boolean;
  issuedAt: string;
  /** The admin who issued it; null for a key the system issued (demo seed). */
  issuedBy: string | null;
  consumedAt: string | null;
  /** The user id that consumed the key. */
  consumedBy: string | null;
  isRevoked: boolean;
  revokedAt: string | null;
  /** The admin who revoked it. */
  revokedBy: string | null;
};

export const betaKeysProjection = defineProjection({
  name: 'betaKeys',
  audience: 'private',
  collection: 'betaKeys',
  handles: ['BetaKeyIssued', 'BetaKeyConsumed', 'BetaKeyRevoked'],
  documentId: (event) => event.data.keyId,
  evolve: (doc: BetaKeyDocument | null, event): BetaKeyDocument | null => {
    switch (event.type) {
      case 'BetaKeyIssued':
        return {
          _id: event.data.keyId,
          note: event.data.note,
          isConsumed: false,
          issuedAt: event.data.issuedAt,
          issuedBy: event.metadata.actorId,
          consumedAt: null,
          consumedBy: null,
          isRevoked: false,
          revokedAt: null,
          revokedBy: null,
        };
      case 'BetaKeyConsumed':
        return doc && { ...doc, isConsumed: true, consumedAt: event.data.consumedAt, consumedBy: event.data.userId };
      case 'BetaKeyRevoked':
        return doc && { ...doc, isRevoked: true, revokedAt: event.data.revokedAt, revokedBy: event.metadata.actorId };
    }
  },
  indexes: [
    { name: 'issuedAt', keys: { issuedAt: -1 } },
    { name: 'isConsumed_issuedAt', keys: { isConsumed: 1, issuedAt: -1 } },
  ],
});
