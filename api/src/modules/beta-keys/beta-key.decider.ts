import type { BetaKeyEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

export type BetaKeyCommand =
  | { type: 'IssueBetaKey'; keyId: string; note: string | null; now: string }
  | { type: 'ConsumeBetaKey'; keyId: string; userId: string; now: string }
  | { type: 'RevokeBetaKey'; keyId: string; now: string };

export type BetaKeyState =
  { status: 'absent' } | { status: 'issued' } | { status: 'consumed'; userId: string } | { status: 'revoked' };

export const betaKeyDecider: Decider<BetaKeyCommand, BetaKeyState, BetaKeyEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide(command, state) {
    switch (command.type) {
      case 'IssueBetaKey':
        if (state.status !== 'absent') throw new DomainError('BETA_KEY.ALREADY_ISSUED');
        return [{ type: 'BetaKeyIssued', data: { keyId: command.keyId, note: command.note, issuedAt: command.now } }];
      case 'ConsumeBetaKey':
        if (state.status === 'absent') throw new DomainError('BETA_KEY.NOT_FOUND');
        if (state.status === 'revoked') throw new DomainError('BETA_KEY.REVOKED');
        if (state.status === 'consumed') throw new DomainError('BETA_KEY.CONSUMED');
        return [
          { type: 'BetaKeyConsumed', data: { keyId: command.keyId, userId: command.userId, consumedAt: command.now } },
        ];
      case 'RevokeBetaKey':
        if (state.status === 'absent') throw new DomainError('BETA_KEY.NOT_FOUND');
        // A used key already let its one account in: that account's access is changed on the account itself.
        if (state.status === 'consumed') throw new DomainError('BETA_KEY.CONSUMED');
        // Revoking twice changes nothing: the second answers as the first, appending nothing.
        if (state.status === 'revoked') return [];
        return [{ type: 'BetaKeyRevoked', data: { keyId: command.keyId, revokedAt: command.now } }];
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'BetaKeyIssued':
        return { status: 'issued' };
      case 'BetaKeyConsumed':
        return { status: 'consumed', userId: event.data.userId };
      case 'BetaKeyRevoked':
        return { status: 'revoked' };
    }
  },
};
