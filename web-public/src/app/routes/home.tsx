import { BrowseByZone } from '../../features/directory/components/browse-by-zone';
import { ProSearchForm } from '../../features/directory/components/pro-search-form';
import { HomePage } from '../../features/home/components/home-page';

export function HomeRoute() {
  return <HomePage search={<ProSearchForm />} browseByZone={<BrowseByZone />} />;
}
