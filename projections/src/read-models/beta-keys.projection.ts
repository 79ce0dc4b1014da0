import { defineProjection } from '../runtime/projection';

/** One beta key, for the admin list of issued and consumed keys. */
export type BetaKeyDocument = {
  _id: string;
  isConsumed: boolean;
  issuedAt: string;
  consumedAt: string | null;
  /** The user id that consumed the key. */
  consumedBy: string | null;
};

export const betaKeysProjection = defineProjection({
  name: 'betaKeys',
  audience: 'private',
  collection: 'betaKeys',
  handles: ['BetaKeyIssued', 'BetaKeyConsumed'],
  documentId: (event) => event.data.keyId,
  evolve: (doc: BetaKeyDocument | null, event): BetaKeyDocument | null => {
    switch (event.type) {
      case 'BetaKeyIssued':
        return {
          _id: event.data.keyId,
          isConsumed: false,
          issuedAt: event.data.issuedAt,
          consumedAt: null,
          consumedBy: null,
        };
      case 'BetaKeyConsumed':
        return doc && { ...doc, isConsumed: true, consumedAt: event.data.consumedAt, consumedBy: event.data.userId };
    }
  },
  indexes: [
    { name: 'issuedAt', keys: { issuedAt: -1 } },
    { name: 'isConsumed_issuedAt', keys: { isConsumed: 1, issuedAt: -1 } },
  ],
});
