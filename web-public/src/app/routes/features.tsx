import { FeaturesPage } from '../../features/info-pages/components/features-page';

export function FeaturesRoute() {
  return <FeaturesPage />;
}
