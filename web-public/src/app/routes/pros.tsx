import { langOfPath } from '@gp/shared';
import { useLocation, useParams } from 'react-router';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { prosKey } from '../../features/directory/api/list-pros';
import { DirectoryPage } from '../../features/directory/components/directory-page';
import { searchOfUrl } from '../../features/directory/directory-search';
import { CardContact } from '../../features/contact/components/card-contact';
import { SentOnDeviceLink } from '../../features/contact/components/sent-on-device-link';
import type { PageModule } from '../page-module';

/**
 * /{lang}/pros, /{lang}/pros/{service} and /{lang}/pros/{service}/{zone}; each card offers WhatsApp,
 * its text naming the service and place searched for, or else a message form in a sheet; below
 * the results, the way to the requests this device sent.
 */
function ProsRoute() {
  const segments = (useParams()['*'] ?? '').split('/');
  const lang = useLang();
  const search = searchOfUrl(lang, segments, new URLSearchParams(useLocation().search));
  const searchedFor = { service: search?.service, zone: search?.zone };
  return (
    <>
      <DirectoryPage
        landingSegments={segments}
        contactActions={(pro) => <CardContact pro={pro} searchedFor={searchedFor} />}
      />
      <SentOnDeviceLink />
    </>
  );
}

/** The page of pros the URL asks for. */
const serverData: ServerDataKeys = ({ params, url }) => {
  const search = searchOfUrl(langOfPath(url.pathname), (params['*'] ?? '').split('/'), url.searchParams);
  return search ? [prosKey(search)] : [];
};

export const page: PageModule = { Component: ProsRoute, serverData };
