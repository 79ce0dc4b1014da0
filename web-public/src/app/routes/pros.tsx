import { langOfPath } from '@gp/shared';
import { useParams } from 'react-router';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';
import { prosKey } from '../../features/directory/api/list-pros';
import { DirectoryPage } from '../../features/directory/components/directory-page';
import { searchOfUrl } from '../../features/directory/directory-search';
import { ContactChannelButtons } from '../../features/contact/components/contact-channel-buttons';
import type { PageModule } from '../page-module';

/** /{lang}/pros, /{lang}/pros/{service} and /{lang}/pros/{service}/{zone}; each card offers WhatsApp. */
function ProsRoute() {
  const segments = (useParams()['*'] ?? '').split('/');
  return (
    <DirectoryPage
      landingSegments={segments}
      contactActions={(pro) => <ContactChannelButtons proId={pro.id} contact={pro.contact} channels={['whatsapp']} />}
    />
  );
}

/** The page of pros the URL asks for. */
const serverData: ServerDataKeys = ({ params, url }) => {
  const search = searchOfUrl(langOfPath(url.pathname), (params['*'] ?? '').split('/'), url.searchParams);
  return search ? [prosKey(search)] : [];
};

export const page: PageModule = { Component: ProsRoute, serverData };
