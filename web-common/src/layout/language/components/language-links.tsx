import { Anchor, Group } from '@mantine/core';
import { useAppTranslation } from '../../../lib/i18n';
import { AppLink } from '../../../lib/app-links';
import { useLanguageLinks } from '../hooks/use-language-links';

/** The languages as a row of plain links (footer, mobile menu); the current one is marked. */
export function LanguageLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useAppTranslation();
  const links = useLanguageLinks();
  return (
    <Group gap="md" role="group" aria-label={t('language.groupLabel')}>
      {links.map((link) => (
        <Anchor
          key={link.lang}
          component={AppLink}
          to={link.to}
          lang={link.lang}
          hrefLang={link.lang}
          aria-current={link.isCurrent ? 'true' : undefined}
          c="inherit"
          fw={link.isCurrent ? 700 : 400}
          underline={link.isCurrent ? 'never' : 'always'}
          onClick={onNavigate}
          className="target-link"
        >
          {link.name}
        </Anchor>
      ))}
    </Group>
  );
}
