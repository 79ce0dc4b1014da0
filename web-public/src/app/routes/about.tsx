import { AboutPage } from '../../features/info-pages/components/about-page';
import type { PageModule } from '../page-module';

function AboutRoute() {
  return <AboutPage />;
}

export const page: PageModule = { Component: AboutRoute };
