import { AboutPage } from '../../features/info-pages/components/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
