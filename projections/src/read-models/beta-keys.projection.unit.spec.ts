import {
  streamIds,
  type BetaKeyConsumed,
  type BetaKeyIssued,
  type BetaKeyRevoked,
  type RecordedDomainEvent,
} from '@gp/shared';
import { betaKeysProjection, type BetaKeyDocument } from './beta-keys.projection';

type BetaKeyEvent = RecordedDomainEvent<BetaKeyIssued | BetaKeyConsumed | BetaKeyRevoked>;

const stored = { metadata: { actorId: 'admin-1' }, recordedAt: '2025-03-01T10:00:00.000Z' };

const issued = (keyId: string, issuedAt: string, position: number, note: string | null = null): BetaKeyEvent => ({
  ...stored,
  id: `issued-${keyId}`,
  type: 'BetaKeyIssued',
  data: { keyId, note, issuedAt },
  streamId: streamIds.betaKey(keyId),
  revision: 0,
  position,
});

const consumed = (keyId: string, userId: string, consumedAt: string, position: number): BetaKeyEvent => ({
  ...stored,
  id: `consumed-${keyId}`,
  type: 'BetaKeyConsumed',
  data: { keyId, userId, consumedAt },
  streamId: streamIds.betaKey(keyId),
  revision: 1,
  position,
});

const revoked = (keyId: string, revokedAt: string, position: number): BetaKeyEvent => ({
  metadata: { actorId: 'admin-2' },
  recordedAt: revokedAt,
  id: `revoked-${keyId}`,
  type: 'BetaKeyRevoked',
  data: { keyId, revokedAt },
  streamId: streamIds.betaKey(keyId),
  revision: 1,
  position,
});

/** Given these events of one key, then the document is what evolve folds them into. */
const given = (...events: BetaKeyEvent[]): BetaKeyDocument | null =>
  events.reduce<BetaKeyDocument | null>((doc, event) => betaKeysProjection.evolve(doc, event), null);

describe('betaKeys projection', () => {
  it('lists an issued key as not consumed', () => {
    expect(given(issued('key-1', '2025-03-01T10:00:00.000Z', 4, 'Plomero de Tamarindo'))).toEqual({
      _id: 'key-1',
      note: 'Plomero de Tamarindo',
      isConsumed: false,
      issuedAt: '2025-03-01T10:00:00.000Z',
      issuedBy: 'admin-1',
      consumedAt: null,
      consumedBy: null,
      isRevoked: false,
      revokedAt: null,
      revokedBy: null,
    });
  });

  it('records who consumed a key and when, keeping when it was issued', () => {
    expect(
      given(issued('key-1', '2025-03-01T10:00:00.000Z', 4), consumed('key-1', 'user-7', '2025-03-02T08:30:00.000Z', 9)),
    ).toMatchObject({
      _id: 'key-1',
      isConsumed: true,
      issuedAt: '2025-03-01T10:00:00.000Z',
      consumedAt: '2025-03-02T08:30:00.000Z',
      consumedBy: 'user-7',
      isRevoked: false,
    });
  });

  it('records who revoked a key and when', () => {
    expect(
      given(issued('key-1', '2025-03-01T10:00:00.000Z', 4), revoked('key-1', '2025-03-03T09:00:00.000Z', 9)),
    ).toMatchObject({
      isConsumed: false,
      isRevoked: true,
      revokedAt: '2025-03-03T09:00:00.000Z',
      revokedBy: 'admin-2',
    });
  });

  it('creates no document for the consumption of a key it never saw issued', () => {
    expect(given(consumed('key-unknown', 'user-7', '2025-03-02T08:30:00.000Z', 9))).toBeNull();
  });

  it('files both events under the key id', () => {
    expect(betaKeysProjection.documentId(issued('key-2', '2025-03-01T10:00:00.000Z', 1))).toBe('key-2');
    expect(betaKeysProjection.documentId(consumed('key-2', 'user-1', '2025-03-01T11:00:00.000Z', 2))).toBe('key-2');
  });

  it('handles exactly the beta key events', () => {
    expect([...betaKeysProjection.handles].sort()).toEqual(['BetaKeyConsumed', 'BetaKeyIssued', 'BetaKeyRevoked']);
  });

  it('indexes the admin list newest first, whole and filtered by consumption', () => {
    expect(betaKeysProjection.indexes).toEqual([
      { name: 'issuedAt', keys: { issuedAt: -1 } },
      { name: 'isConsumed_issuedAt', keys: { isConsumed: 1, issuedAt: -1 } },
    ]);
  });
});
