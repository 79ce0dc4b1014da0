import { ContactPage } from '../../features/info-pages/components/contact-page';

export function ContactRoute() {
  return <ContactPage />;
}
