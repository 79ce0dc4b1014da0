import { AccountDeletedNotice } from '../../features/account/components/account-deleted-notice';
import { BrowseByZone } from '../../features/directory/components/browse-by-zone';
import { ProSearchForm } from '../../features/directory/components/pro-search-form';
import { HomePage } from '../../features/home/components/home-page';
import type { PageModule } from '../page-module';

function HomeRoute() {
  return <HomePage search={<ProSearchForm />} browseByZone={<BrowseByZone />} notice={<AccountDeletedNotice />} />;
}

export const page: PageModule = { Component: HomeRoute, footerVariant: 'home' };
