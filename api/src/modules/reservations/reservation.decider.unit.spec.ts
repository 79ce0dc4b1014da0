import type { ReservationEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { emailReservationDecider } from './reservation.decider';

const spec = deciderSpec(emailReservationDecider);
const now = '2026-11-22T10:00:00.000Z';
const claimed: ReservationEvent = { type: 'EmailClaimed', data: { emailHash: 'h', userId: 'u1', claimedAt: now } };
const released: ReservationEvent = { type: 'EmailReleased', data: { emailHash: 'h', userId: 'u1', releasedAt: now } };

describe('email reservation decider', () => {
  it('claims a free email', () => {
    spec.given([]).when({ type: 'ClaimEmail', emailHash: 'h', userId: 'u1', now }).then([claimed]);
  });
  it('is idempotent for the holder', () => {
    spec.given([claimed]).when({ type: 'ClaimEmail', emailHash: 'h', userId: 'u1', now }).then([]);
  });
  it('refuses another user', () => {
    spec.given([claimed]).when({ type: 'ClaimEmail', emailHash: 'h', userId: 'u2', now }).thenThrows('EMAIL.IN_USE');
  });
  it('frees the email on release', () => {
    spec.given([claimed]).when({ type: 'ReleaseEmail', emailHash: 'h', userId: 'u1', now }).then([released]);
    spec.given([claimed, released]).when({ type: 'ClaimEmail', emailHash: 'h', userId: 'u2', now }).then([{ ...claimed, data: { ...claimed.data, userId: 'u2' } }]);
  });
});
