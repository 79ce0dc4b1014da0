import { Container, Stack, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { AccountSections } from '../../features/account/components/account-sections';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { MyDataPage, MyDataSection } from '../../features/account/components/my-data-page';
import { MyReviewsEmpty } from '../../features/account/components/my-reviews-empty';
import { ContactConsentNotice } from '../../features/contact/components/contact-consent-notice';
import { RequestsInbox } from '../../features/contact/components/requests-inbox';
import { SentRequestsList } from '../../features/contact/components/sent-requests-list';
import { MyReviewsList } from '../../features/reviews/components/my-reviews-list';
import { ReviewLinkBlock } from '../../features/reviews/components/review-link-block';
import { ReviewDraftNotice } from '../../features/reviews/components/review-draft-notice';
import { useAccountTranslation } from '../../lib/account-i18n';
import { useGuardedUser } from '../../components/restricted-route';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useUnreadLeads } from '@gp/web-common/session/count-unread-leads';
import type { PageModule } from '../page-module';

/** /{lang}/account/my-data (restricted): everything the platform holds about the person, to read. */
function MyDataRoute() {
  const { t } = useAccountTranslation();
  usePageTitle(t('myData.pageTitle'));
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <MyDataPage />
    </Container>
  );
}

/** /{lang}/account?tab=basicInfo|reviews|sentRequests|profile|requests|notifications (restricted). */
function AccountTabsRoute() {
  const { t } = useAccountTranslation();
  usePageTitle(t('pageTitle'));
  const user = useGuardedUser();
  const requestsUnread = useUnreadLeads(user.isContractor);
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        <ContactConsentNotice user={user} />
        <AccountSections
          user={user}
          myReviews={
            <Stack gap="md">
              <ReviewDraftNotice />
              <MyReviewsList empty={<MyReviewsEmpty />} />
            </Stack>
          }
          sentRequests={<SentRequestsList />}
          requests={<RequestsInbox />}
          reviewLink={<ReviewLinkBlock userId={user.id} />}
          requestsUnread={requestsUnread}
        />
        <MyDataSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}

/** /{lang}/account and its one sub-page; any other section goes back to the account. */
function AccountRoute() {
  const { section } = useParams();
  const lang = useLang();
  if (section === 'my-data') return <MyDataRoute />;
  if (section !== undefined) return <Navigate replace to={`/${lang}/account`} />;
  return <AccountTabsRoute />;
}

export const page: PageModule = { Component: AccountRoute };
