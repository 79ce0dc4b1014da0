import { siteConfigKey } from '../../features/info-pages/api/get-site-config';
import { ContactPage } from '../../features/info-pages/components/contact-page';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';
import type { PageModule } from '../page-module';

function ContactRoute() {
  return <ContactPage />;
}

/** Support's WhatsApp number. */
const serverData: ServerDataKeys = () => [siteConfigKey];

export const page: PageModule = { Component: ContactRoute, serverData };
