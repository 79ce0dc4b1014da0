import { AddPhoneNumberPage } from '../../features/phone/components/add-phone-number-page';

/** /{lang}/add-phone-number (restricted): phone verification that attaches a number to the account. */
export function AddPhoneNumberRoute() {
  return <AddPhoneNumberPage />;
}
