import { Inject, Injectable } from '@nestjs/common';
import { streamIds, type ReservationEvent, type UserEvent } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import { fold } from '../../core/commands/decider';
import { sha256Hex } from '../../core/ids/ids';
import { emailReservationDecider } from '../reservations/reservation.decider';
import { userDecider, type UserState } from './user.decider';

export const emailHash = (email: string) => sha256Hex(email.trim().toLowerCase());

/** Reads users from their streams: the write side's own, strongly consistent view. */
@Injectable()
export class UserLookup {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async userIdByEmail(email: string): Promise<string | null> {
    const events = await this.eventStore.readStream(streamIds.email(emailHash(email)));
    return fold(emailReservationDecider, events.map((event) => ({ type: event.type, data: event.data }) as ReservationEvent)).holder;
  }

  async user(userId: string): Promise<UserState> {
    const events = await this.eventStore.readStream(streamIds.user(userId));
    return fold(userDecider, events.map((event) => ({ type: event.type, data: event.data }) as UserEvent));
  }
}
