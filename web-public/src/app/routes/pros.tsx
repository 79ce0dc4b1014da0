import { useParams } from 'react-router';
import { DirectoryPage } from '../../features/directory/components/directory-page';
import { ContactChannelButtons } from '../../features/pro-contact/components/contact-block';

/** /{lang}/pros, /{lang}/pros/{service} and /{lang}/pros/{service}/{zone}; each card offers WhatsApp. */
export function ProsRoute() {
  const segments = (useParams()['*'] ?? '').split('/');
  return <DirectoryPage landingSegments={segments} contactActions={(pro) => <ContactChannelButtons proId={pro.id} contact={pro.contact} channels={['whatsapp']} />} />;
}
