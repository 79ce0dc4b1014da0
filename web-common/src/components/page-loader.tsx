import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useAppTranslation } from '../lib/i18n';

/** Stands in for a page while something it depends on (usually the session check) answers. */
export function PageLoader() {
  const { t } = useAppTranslation();
  return (
    <Center py={96} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
    </Center>
  );
}
