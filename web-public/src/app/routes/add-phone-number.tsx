import { ContactChoiceStep } from '../../features/contact/components/contact-choice-step';
import { AddPhoneNumberPage, type ContactChoiceSlot } from '../../features/phone/components/add-phone-number-page';
import type { PageModule } from '../page-module';

/** After a pro's number is verified, the contact feature asks whether clients may reach them at it. */
const contactChoice: ContactChoiceSlot = ({ profile, phoneNumber, onChosen }) => (
  <ContactChoiceStep profile={profile} phoneNumber={phoneNumber} onChosen={onChosen} />
);

/** /{lang}/add-phone-number (restricted): phone verification that attaches a number to the account. */
function AddPhoneNumberRoute() {
  return <AddPhoneNumberPage contactChoice={contactChoice} />;
}

export const page: PageModule = { Component: AddPhoneNumberRoute };
