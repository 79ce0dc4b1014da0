import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stands in for a page while something it depends on (usually the session check) answers. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={96} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
    </Center>
  );
}
