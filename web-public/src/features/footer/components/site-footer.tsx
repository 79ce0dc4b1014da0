import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang';
import { AppLink } from '../../../lib/app-links';
import { LanguageLinks } from '../../language/components/language-links';
import type { FooterVariant } from '../hooks/use-footer-variant';
import { SocialLinksRow } from './social-links-row';

const FOOTER_PAGES = [
  { path: 'create-account', labelKey: 'footer.links.signUp' },
  { path: 'features', labelKey: 'footer.links.features' },
  { path: 'faq', labelKey: 'footer.links.faq' },
  { path: 'about', labelKey: 'footer.links.about' },
  { path: 'contact', labelKey: 'footer.links.contact' },
  { path: 'tos', labelKey: 'footer.links.terms' },
] as const;

/** Site footer. The home variant opens with the brand pitch; other pages get the compact one. */
export function SiteFooter({ variant = 'default' }: { variant?: FooterVariant }) {
  const { t } = useTranslation();
  const lang = useLang();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-variant={variant}>
      <Container size="lg" py={variant === 'home' ? 48 : 32}>
        <Stack gap="lg">
          {variant === 'home' && (
            <Stack gap={4} maw={560}>
              <Text fw={700} fz="lg">
                {t('brand.name')}
              </Text>
              <Text>{t('footer.tagline')}</Text>
            </Stack>
          )}
          <nav aria-label={t('footer.navLabel')}>
            <Group component="ul" gap="lg" className="plain-list">
              {FOOTER_PAGES.map((page) => (
                <li key={page.path}>
                  <Anchor component={AppLink} to={`/${lang}/${page.path}`} c="inherit">
                    {t(page.labelKey)}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
          <Group justify="space-between" align="center" gap="md">
            <LanguageLinks />
            <SocialLinksRow />
          </Group>
          <Text fz="sm">{t('footer.copyright', { year })}</Text>
        </Stack>
      </Container>
    </footer>
  );
}
