import type { BetaKeyEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { betaKeyDecider } from './beta-key.decider';

const spec = deciderSpec(betaKeyDecider);
const now = '2026-11-22T10:00:00.000Z';
const issued: BetaKeyEvent = { type: 'BetaKeyIssued', data: { keyId: 'k1', issuedAt: now } };
const consumed: BetaKeyEvent = { type: 'BetaKeyConsumed', data: { keyId: 'k1', userId: 'u1', consumedAt: now } };

describe('beta key decider', () => {
  it('issues a new key', () => {
    spec.given([]).when({ type: 'IssueBetaKey', keyId: 'k1', now }).then([issued]);
  });

  it('refuses to issue the same key twice', () => {
    spec.given([issued]).when({ type: 'IssueBetaKey', keyId: 'k1', now }).thenThrows('BETA_KEY.ALREADY_ISSUED');
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
});
