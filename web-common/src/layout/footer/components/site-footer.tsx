import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useAppTranslation } from '../../../lib/i18n';
import { useLang } from '../../../hooks/use-lang';
import { AppLink } from '../../../lib/app-links';
import { useSession } from '../../../session/get-session';
import { LanguageLinks } from '../../language/components/language-links';
import type { FooterVariant } from '../footer-variant';
import { SocialLinksRow } from './social-links-row';

const SIGN_UP_PATH = 'create-account';

const FOOTER_PAGES = [
  { path: SIGN_UP_PATH, labelKey: 'footer.links.signUp' },
  { path: 'features', labelKey: 'footer.links.features' },
  { path: 'faq', labelKey: 'footer.links.faq' },
  { path: 'about', labelKey: 'footer.links.about' },
  { path: 'contact', labelKey: 'footer.links.contact' },
  { path: 'tos', labelKey: 'footer.links.terms' },
  { path: 'privacy', labelKey: 'footer.links.privacy' },
] as const;

/** The sign-in and create-account footers offer support hours; create-account does not link to itself. */
const AUTH_FOOTERS: Partial<Record<FooterVariant, { helpKey: string; hiddenPath?: string }>> = {
  signin: { helpKey: 'footer.help.signin' },
  'create-account': { helpKey: 'footer.help.createAccount', hiddenPath: 'create-account' },
};

/**
 * Site footer (spec §1: it differs on the home, sign-in and create-account pages). The home
 * variant opens with the brand pitch, the sign-in and create-account ones with where to get help.
 */
export function SiteFooter({ variant = 'default' }: { variant?: FooterVariant }) {
  const { t } = useAppTranslation();
  const lang = useLang();
  const year = new Date().getFullYear();
  const authFooter = AUTH_FOOTERS[variant];
  const { user } = useSession();
  // "Sign up" is for visitors (an anonymous reviewer counts as one, as in the nav); not offered
  // to a signed-in user, nor before the session check has answered.
  const offerSignUp = user === null || user?.isAnonymous === true;
  const pages = FOOTER_PAGES.filter(
    (page) => page.path !== authFooter?.hiddenPath && (page.path !== SIGN_UP_PATH || offerSignUp),
  );

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
          {authFooter && (
            <Text maw={640} fz="sm">
              {t(authFooter.helpKey)}
            </Text>
          )}
          <nav aria-label={t('footer.navLabel')}>
            <Group component="ul" gap="lg" className="plain-list">
              {pages.map((page) => (
                <li key={page.path}>
                  <Anchor component={AppLink} to={`/${lang}/${page.path}`} c="inherit" className="target-link">
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
