import { Button } from '@mantine/core';
import { useAppTranslation } from '../../../lib/i18n';
import { GlobeIcon } from '../../../components/icons/globe-icon';
import { AppLink } from '../../../lib/app-links';
import { useLanguageLinks } from '../hooks/use-language-links';

/**
 * Nav bar switch to the other language: the same page, query and hash in that language (a
 * directory page's slugs translated). With two languages one link is clearer (and lighter) than a
 * menu. `compact` (a phone's header, beside the brand and the menu) shows the language's code; its
 * accessible name still names the language in full.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useAppTranslation();
  const others = useLanguageLinks().filter((link) => !link.isCurrent);
  return others.map((link) => (
    <Button
      key={link.lang}
      component={AppLink}
      to={link.to}
      hrefLang={link.lang}
      variant="subtle"
      color="gray"
      c="gray.9"
      leftSection={<GlobeIcon />}
      px={compact ? 'xs' : undefined}
      aria-label={t('language.switchTo', { language: link.name })}
    >
      <span lang={link.lang}>{compact ? link.lang.toUpperCase() : link.name}</span>
    </Button>
  ));
}
