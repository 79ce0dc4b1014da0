import { siteConfigKey } from '../../features/info-pages/api/get-site-config';
import { ContactPage } from '../../features/info-pages/components/contact-page';
import type { ServerDataKeys } from '../server-data';

export function ContactRoute() {
  return <ContactPage />;
}

/** Support's WhatsApp number. */
export const serverData: ServerDataKeys = () => [siteConfigKey];
