import { Group, Text } from '@mantine/core';
import { useAppTranslation } from '../../../lib/i18n';
import { AppLink } from '../../../lib/app-links';
import { useLang } from '../../../hooks/use-lang';

/** Logo and name, linking to the home page in the current language. */
export function BrandLink() {
  const { t } = useAppTranslation();
  const lang = useLang();
  return (
    <AppLink to={`/${lang}`} className="brand-link">
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <Text component="span" fw={700} fz="lg" c="blue.8">
          {t('brand.name')}
        </Text>
      </Group>
    </AppLink>
  );
}
