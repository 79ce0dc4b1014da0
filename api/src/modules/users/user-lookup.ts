import { Inject, Injectable } from '@nestjs/common';
import { streamIds, type ReservationEvent, type UserEvent } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import { type Decider, fold } from '../../core/commands/decider';
import { sha256Hex } from '../../core/ids/ids';
import {
  emailReservationDecider,
  phoneReservationDecider,
  type ReservationCommand,
  type ReservationState,
} from '../reservations/public';
import { foldUser, type UserState } from './user-state';

export const emailHash = (email: string) => sha256Hex(email.trim().toLowerCase());

/** Reads users from their streams: the write side's own, strongly consistent view. */
@Injectable()
export class UserLookup {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  userIdByEmail(email: string): Promise<string | null> {
    return this.holder(emailReservationDecider, streamIds.email(emailHash(email)));
  }

  /** Who verified this E.164 number (spec §5: the number is then in use), from its `phone-{e164}` stream. */
  userIdByPhone(phoneNumber: string): Promise<string | null> {
    return this.holder(phoneReservationDecider, streamIds.phone(phoneNumber));
  }

  async user(userId: string): Promise<UserState> {
    const events = await this.eventStore.readStream(streamIds.user(userId));
    return foldUser(events.map((event) => ({ type: event.type, data: event.data }) as UserEvent));
  }

  private async holder(
    decider: Decider<ReservationCommand, ReservationState, ReservationEvent>,
    streamId: string,
  ): Promise<string | null> {
    const events = await this.eventStore.readStream(streamId);
    return fold(
      decider,
      events.map((event) => ({ type: event.type, data: event.data }) as ReservationEvent),
    ).holder;
  }
}
