import { FeaturesPage } from '../../features/info-pages/components/features-page';
import type { PageModule } from '../page-module';

function FeaturesRoute() {
  return <FeaturesPage />;
}

export const page: PageModule = { Component: FeaturesRoute };
