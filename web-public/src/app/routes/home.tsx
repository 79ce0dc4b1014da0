import { useTranslation } from 'react-i18next';
import { HomeHero } from '../../features/home/components/home-hero';
import { usePageTitle } from '../../hooks/use-page-title';

export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return <HomeHero />;
}
