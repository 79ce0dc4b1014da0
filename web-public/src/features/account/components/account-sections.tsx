import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { ACCOUNT_PAGE_BREAKPOINT_PX, type SessionUser } from '@gp/shared';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { accountTabOf, accountTabsFor } from '../account-tabs';
import { AccountRoleField } from './account-role-field';
import { useDisplayNameEditor } from '../../../hooks/use-display-name-editor';
import { useAccountTranslation } from '../../../lib/account-i18n';
import { DisplayNameField } from '../../../components/display-name-field';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { PreferredLanguageField } from './preferred-language-field';

function BasicInfoPanel({ user }: { user: SessionUser }) {
  const { t } = useAccountTranslation();
  const editor = useDisplayNameEditor(user);
  return (
    <Stack gap="md" maw={520}>
      <Text c="gray.7">{t('basicInfo.intro')}</Text>
      <DisplayNameField editor={editor} />
      <PreferredLanguageField user={user} />
      <AccountRoleField user={user} />
    </Stack>
  );
}

/**
 * A pro's way to their public profile and its editor; until it is complete, to the setup. Once it
 * is complete, their review link (the reviews feature's block) stays below, public or not.
 */
function MyProfilePanel({ user, reviewLink }: { user: SessionUser; reviewLink: ReactNode }) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  return (
    <Stack gap="md" maw={520}>
      <Text c="gray.7">{t(user.profileComplete ? 'profile.intro' : 'profile.incomplete')}</Text>
      <Group gap="sm">
        {user.profileComplete ? (
          <>
            <Button component={AppLink} to={`/${lang}/profile/${user.id}`}>
              {t('profile.view')}
            </Button>
            <Button component={AppLink} to={`/${lang}/edit-contractor-profile?tab=basicInfo`} variant="default">
              {t('profile.edit')}
            </Button>
          </>
        ) : (
          <Button component={AppLink} to={`/${lang}/account-setup/basic-info`}>
            {t('profile.setUp')}
          </Button>
        )}
      </Group>
      {user.profileComplete && reviewLink}
    </Stack>
  );
}

/**
 * The account page's tabs (spec §2), the current one in `?tab=` so it can be linked. Below the
 * 768 px breakpoint (spec §9) they are compact pills that wrap, every tab and its count in sight,
 * so a tab's content (a pro's first request) starts near the top of a phone's screen.
 */
export interface AccountSectionsProps {
  user: SessionUser;
  /** The reviews tab's content (the reviews feature's list), passed in by the route. */
  myReviews: ReactNode;
  /** The requests the member sent to pros (pro-contact's list), passed in by the route. */
  sentRequests: ReactNode;
  /** A contractor's requests tab (pro-contact's inbox), passed in by the route. */
  requests: ReactNode;
  /** A contractor's review link and reviews awaiting moderation (the reviews feature's block), passed in by the route. */
  reviewLink: ReactNode;
  /** How many of those requests the pro has not seen (undefined until known): shown on the tab. */
  requestsUnread?: number;
}

export function AccountSections({
  user,
  myReviews,
  sentRequests,
  requests,
  reviewLink,
  requestsUnread,
}: AccountSectionsProps) {
  const { t } = useAccountTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // A client asking for a pro's tab gets the first.
  const tabs = accountTabsFor(user);
  const asked = accountTabOf(searchParams.get('tab'));
  const tab = tabs.includes(asked) ? asked : tabs[0];
  const stacked = useMediaQuery(`(max-width: ${ACCOUNT_PAGE_BREAKPOINT_PX - 0.02}px)`);

  const select = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', accountTabOf(next));
    setSearchParams(params, { replace: true });
  };

  return (
    <Tabs
      value={tab}
      onChange={select}
      variant={stacked ? 'pills' : 'default'}
      className={stacked ? 'account-tabs account-tabs-compact' : 'account-tabs'}
    >
      <Tabs.List>
        {tabs.map((name) =>
          name === 'requests' && requestsUnread ? (
            <Tabs.Tab key={name} value={name} aria-label={t('tabs.requestsUnread', { count: requestsUnread })}>
              {t('tabs.requestsWithCount', { count: requestsUnread })}
            </Tabs.Tab>
          ) : (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ),
        )}
      </Tabs.List>
      <Tabs.Panel value="basicInfo">
        <BasicInfoPanel user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="reviews">
        {/* Read only while shown: the list is a request of its own. */}
        {tab === 'reviews' && myReviews}
      </Tabs.Panel>
      <Tabs.Panel value="sentRequests">{tab === 'sentRequests' && sentRequests}</Tabs.Panel>
      {user.isContractor && (
        <>
          <Tabs.Panel value="profile">
            {/* Read only while shown: the summary is a request of its own. */}
            <MyProfilePanel user={user} reviewLink={tab === 'profile' && reviewLink} />
          </Tabs.Panel>
          <Tabs.Panel value="requests">{tab === 'requests' && requests}</Tabs.Panel>
        </>
      )}
      <Tabs.Panel value="notifications">
        {/* Read only while shown: the choices are a request of their own. */}
        {tab === 'notifications' && <NotificationPreferencesSection isContractor={user.isContractor} />}
      </Tabs.Panel>
    </Tabs>
  );
}
