import type { ReservationEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

/**
 * Uniqueness across aggregates (DESIGN.md §3): an `email-{hash}` stream records who holds an email.
 * Claiming is idempotent for the holder and refused for anyone else until released.
 */
export type EmailReservationCommand =
  | { type: 'ClaimEmail'; emailHash: string; userId: string; now: string }
  | { type: 'ReleaseEmail'; emailHash: string; userId: string; now: string };

export interface EmailReservationState {
  holder: string | null;
}

export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationState, ReservationEvent> = {
  initialState: () => ({ holder: null }),
  decide(command, state) {
    switch (command.type) {
      case 'ClaimEmail':
        if (state.holder === command.userId) return [];
        if (state.holder !== null) throw new DomainError('EMAIL.IN_USE');
        return [{ type: 'EmailClaimed', data: { emailHash: command.emailHash, userId: command.userId, claimedAt: command.now } }];
      case 'ReleaseEmail':
        if (state.holder !== command.userId) return [];
        return [{ type: 'EmailReleased', data: { emailHash: command.emailHash, userId: command.userId, releasedAt: command.now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'EmailClaimed':
        return { holder: event.data.userId };
      case 'EmailReleased':
        return { holder: null };
      default:
        return state;
    }
  },
};
