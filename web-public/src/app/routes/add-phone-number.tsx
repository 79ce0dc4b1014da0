import { AddPhoneNumberPage } from '../../features/phone/components/add-phone-number-page';
import type { PageModule } from '../page-module';

/** /{lang}/add-phone-number (restricted): phone verification that attaches a number to the account. */
function AddPhoneNumberRoute() {
  return <AddPhoneNumberPage />;
}

export const page: PageModule = { Component: AddPhoneNumberRoute };
