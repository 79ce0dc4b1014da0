import type { BetaKeyEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { betaKeyDecider } from './beta-key.decider';

const spec = deciderSpec(betaKeyDecider);
const now = '2026-11-22T10:00:00.000Z';
const issued: BetaKeyEvent = { type: 'BetaKeyIssued', data: { keyId: 'k1', note: null, issuedAt: now } };
const revoked: BetaKeyEvent = { type: 'BetaKeyRevoked', data: { keyId: 'k1', revokedAt: now } };
const consumed: BetaKeyEvent = { type: 'BetaKeyConsumed', data: { keyId: 'k1', userId: 'u1', consumedAt: now } };

describe('beta key decider', () => {
  it('issues a new key', () => {
    spec.given([]).when({ type: 'IssueBetaKey', keyId: 'k1', note: null, now }).then([issued]);
  });

  it('keeps the note the admin wrote on the key', () => {
    spec
      .given([])
      .when({ type: 'IssueBetaKey', keyId: 'k1', note: 'Plomero de Tamarindo', now })
      .then([{ type: 'BetaKeyIssued', data: { keyId: 'k1', note: 'Plomero de Tamarindo', issuedAt: now } }]);
  });

  it('refuses to issue the same key twice', () => {
    spec
      .given([issued])
      .when({ type: 'IssueBetaKey', keyId: 'k1', note: null, now })
      .thenThrows('BETA_KEY.ALREADY_ISSUED');
  });

  it('consumes an issued key for one user', () => {
    spec.given([issued]).when({ type: 'ConsumeBetaKey', keyId: 'k1', userId: 'u1', now }).then([consumed]);
  });

  it('refuses an unknown key', () => {
    spec.given([]).when({ type: 'ConsumeBetaKey', keyId: 'k1', userId: 'u1', now }).thenThrows('BETA_KEY.NOT_FOUND');
  });

  it('refuses a consumed key, even for the user who consumed it', () => {
    spec
      .given([issued, consumed])
      .when({ type: 'ConsumeBetaKey', keyId: 'k1', userId: 'u1', now })
      .thenThrows('BETA_KEY.CONSUMED');
  });

  it('revokes an unused key', () => {
    spec.given([issued]).when({ type: 'RevokeBetaKey', keyId: 'k1', now }).then([revoked]);
  });

  it('refuses a revoked key to everyone', () => {
    spec
      .given([issued, revoked])
      .when({ type: 'ConsumeBetaKey', keyId: 'k1', userId: 'u1', now })
      .thenThrows('BETA_KEY.REVOKED');
  });

  it('revokes a revoked key again without a new event', () => {
    spec.given([issued, revoked]).when({ type: 'RevokeBetaKey', keyId: 'k1', now }).then([]);
  });

  it('refuses to revoke a used key or an unknown one', () => {
    spec.given([issued, consumed]).when({ type: 'RevokeBetaKey', keyId: 'k1', now }).thenThrows('BETA_KEY.CONSUMED');
    spec.given([]).when({ type: 'RevokeBetaKey', keyId: 'k1', now }).thenThrows('BETA_KEY.NOT_FOUND');
  });
});
