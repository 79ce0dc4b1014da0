import type { ErrorCode, EventOfType, ReservationEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

/**
 * Uniqueness across aggregates (DESIGN.md §3): a reservation stream (`email-{hash}`, `phone-{e164}`)
 * records who holds a value. Claiming is idempotent for the holder and refused for anyone else
 * until released; releasing by anyone but the holder changes nothing.
 */
export type ReservationCommand =
  | { type: 'Claim'; key: string; userId: string; now: string }
  | { type: 'Release'; key: string; userId: string; now: string };

export interface ReservationState {
  holder: string | null;
}

type ClaimedType = Extract<ReservationEvent['type'], `${string}Claimed`>;
type ReleasedType = Extract<ReservationEvent['type'], `${string}Released`>;

/** One kind of reservation: its two event names, the payload field holding the reserved value, and the refusal. */
interface ReservationKind<Claimed extends ClaimedType, Released extends ReleasedType> {
  claimed: Claimed;
  released: Released;
  keyField: keyof EventOfType<Claimed>['data'] & keyof EventOfType<Released>['data'];
  inUse: ErrorCode;
}

export function reservationDecider<Claimed extends ClaimedType, Released extends ReleasedType>(
  kind: ReservationKind<Claimed, Released>,
): Decider<ReservationCommand, ReservationState, ReservationEvent> {
  const event = (type: Claimed | Released, key: string, userId: string, at: string) =>
    ({
      type,
      data: { [kind.keyField]: key, userId, [type === kind.claimed ? 'claimedAt' : 'releasedAt']: at },
    }) as ReservationEvent;
  return {
    initialState: () => ({ holder: null }),
    decide(command, state) {
      switch (command.type) {
        case 'Claim':
          if (state.holder === command.userId) return [];
          if (state.holder !== null) throw new DomainError(kind.inUse);
          return [event(kind.claimed, command.key, command.userId, command.now)];
        case 'Release':
          if (state.holder !== command.userId) return [];
          return [event(kind.released, command.key, command.userId, command.now)];
      }
    },
    evolve(state, stored) {
      if (stored.type === kind.claimed) return { holder: stored.data.userId };
      if (stored.type === kind.released) return { holder: null };
      return state;
    },
  };
}

/** `email-{sha256(lower(email))}`: EmailClaimed / EmailReleased. */
export const emailReservationDecider = reservationDecider({
  claimed: 'EmailClaimed',
  released: 'EmailReleased',
  keyField: 'emailHash',
  inUse: 'EMAIL.IN_USE',
});

/** `phone-{e164}`: PhoneNumberClaimed / PhoneNumberReleased. */
export const phoneReservationDecider = reservationDecider({
  claimed: 'PhoneNumberClaimed',
  released: 'PhoneNumberReleased',
  keyField: 'phoneNumber',
  inUse: 'PHONE.IN_USE',
});
