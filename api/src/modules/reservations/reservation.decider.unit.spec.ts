import type { ReservationEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { emailReservationDecider, phoneReservationDecider } from './reservation.decider';

const now = '2026-11-22T10:00:00.000Z';

describe('email reservation decider', () => {
  const spec = deciderSpec(emailReservationDecider);
  const claimed: ReservationEvent = { type: 'EmailClaimed', data: { emailHash: 'h', userId: 'u1', claimedAt: now } };
  const released: ReservationEvent = { type: 'EmailReleased', data: { emailHash: 'h', userId: 'u1', releasedAt: now } };

  it('claims a free email', () => {
    spec.given([]).when({ type: 'Claim', key: 'h', userId: 'u1', now }).then([claimed]);
  });
  it('is idempotent for the holder', () => {
    spec.given([claimed]).when({ type: 'Claim', key: 'h', userId: 'u1', now }).then([]);
  });
  it('refuses another user', () => {
    spec.given([claimed]).when({ type: 'Claim', key: 'h', userId: 'u2', now }).thenThrows('EMAIL.IN_USE');
  });
  it('frees the email on release', () => {
    spec.given([claimed]).when({ type: 'Release', key: 'h', userId: 'u1', now }).then([released]);
    spec
      .given([claimed, released])
      .when({ type: 'Claim', key: 'h', userId: 'u2', now })
      .then([{ ...claimed, data: { ...claimed.data, userId: 'u2' } }]);
  });
});

describe('phone reservation decider', () => {
  const spec = deciderSpec(phoneReservationDecider);
  const phoneNumber = '+50688887777';
  const claimedBy = (userId: string): ReservationEvent => ({
    type: 'PhoneNumberClaimed',
    data: { phoneNumber, userId, claimedAt: now },
  });
  const releasedBy = (userId: string): ReservationEvent => ({
    type: 'PhoneNumberReleased',
    data: { phoneNumber, userId, releasedAt: now },
  });

  it('claims a free number', () => {
    spec
      .given([])
      .when({ type: 'Claim', key: phoneNumber, userId: 'u1', now })
      .then([claimedBy('u1')]);
  });
  it('is idempotent for the holder', () => {
    spec
      .given([claimedBy('u1')])
      .when({ type: 'Claim', key: phoneNumber, userId: 'u1', now })
      .then([]);
  });
  it('refuses a number another user holds: PHONE.IN_USE', () => {
    spec
      .given([claimedBy('u1')])
      .when({ type: 'Claim', key: phoneNumber, userId: 'u2', now })
      .thenThrows('PHONE.IN_USE');
  });
  it('releases only for the holder, and a released number can be claimed by someone else', () => {
    spec
      .given([claimedBy('u1')])
      .when({ type: 'Release', key: phoneNumber, userId: 'u2', now })
      .then([]);
    spec
      .given([claimedBy('u1')])
      .when({ type: 'Release', key: phoneNumber, userId: 'u1', now })
      .then([releasedBy('u1')]);
    spec
      .given([claimedBy('u1'), releasedBy('u1')])
      .when({ type: 'Claim', key: phoneNumber, userId: 'u2', now })
      .then([claimedBy('u2')]);
  });
  it('releasing a free number changes nothing', () => {
    spec.given([]).when({ type: 'Release', key: phoneNumber, userId: 'u1', now }).then([]);
  });
});
