/** What other modules may use from the reservations module (uniqueness across streams). */
export {
  emailReservationDecider,
  phoneReservationDecider,
  type ReservationCommand,
  type ReservationState,
} from './reservation.decider';
