import { FaqPage } from '../../features/info-pages/components/faq-page';

export function FaqRoute() {
  return <FaqPage />;
}
