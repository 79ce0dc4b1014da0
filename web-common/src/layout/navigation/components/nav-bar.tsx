import { Burger, Button, Collapse, Container, Group, Indicator, Stack } from '@mantine/core';
import { directoryPath } from '@gp/shared';
import { useDisclosure } from '@mantine/hooks';
import { useAppTranslation } from '../../../lib/i18n';
import { useLang } from '../../../hooks/use-lang';
import { AppLink } from '../../../lib/app-links';
import { InstallAppButton } from '../../install-app/components/install-app-button';
import { LanguageSwitcher } from '../../language/components/language-switcher';
import { useBodyNavState } from '../hooks/use-body-nav-state';
import { useSession } from '../../../session/get-session';
import { useUnreadLeads } from '../../../session/count-unread-leads';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';

const MOBILE_MENU_ID = 'mobile-nav-menu';

/** The directory, the reason most visitors come. */
function FindAProLink({ fullWidth = false, onNavigate }: { fullWidth?: boolean; onNavigate?: () => void }) {
  const { t } = useAppTranslation();
  const lang = useLang();
  return (
    <Button component={AppLink} to={directoryPath(lang)} variant="subtle" fullWidth={fullWidth} onClick={onNavigate}>
      {t('nav.findPro')}
    </Button>
  );
}

/** Site header: brand, the directory, install, language and account actions; below `sm` all but the language fold into a burger menu. */
export function NavBar() {
  const { t } = useAppTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  useBodyNavState(menuOpen);
  const { user } = useSession();
  // A pro's unread requests show on the closed menu too: on a phone My account is inside it.
  const unread = useUnreadLeads(Boolean(user?.isContractor && !user.isAnonymous));

  return (
    <header className="site-header">
      <Container size="lg" className="site-header-inner">
        <Group justify="space-between" wrap="nowrap" h="100%">
          <BrandLink />
          <Group component="nav" aria-label={t('nav.label')} gap="sm" visibleFrom="sm" wrap="nowrap">
            <FindAProLink />
            <InstallAppButton />
            <LanguageSwitcher />
            <AccountActions />
          </Group>
          {/* On a phone the other language stays one tap away, beside the menu rather than in it. */}
          <Group gap={4} hiddenFrom="sm" wrap="nowrap">
            <LanguageSwitcher compact />
            <Indicator
              label={<span aria-hidden="true">{unread}</span>}
              size={18}
              disabled={!unread || menuOpen}
              offset={6}
            >
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                aria-label={unread ? t('nav.menuButtonUnread', { count: unread }) : t('nav.menuButton')}
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
              />
            </Indicator>
          </Group>
        </Group>
      </Container>
      <Collapse id={MOBILE_MENU_ID} expanded={menuOpen} hiddenFrom="sm" keepMountedMode="display-none">
        <Container size="lg" pb="md">
          <Stack component="nav" aria-label={t('nav.label')} gap="sm">
            <FindAProLink fullWidth onNavigate={menu.close} />
            <AccountActions stacked onNavigate={menu.close} />
            <InstallAppButton fullWidth onNavigate={menu.close} />
          </Stack>
        </Container>
      </Collapse>
    </header>
  );
}
