import { FaqPage } from '../../features/info-pages/components/faq-page';
import type { PageModule } from '../page-module';

function FaqRoute() {
  return <FaqPage />;
}

export const page: PageModule = { Component: FaqRoute };
