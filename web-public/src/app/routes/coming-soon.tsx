import { Container, Stack } from '@mantine/core';
import { PageLoader } from '@gp/web-common/components/page-loader';
import { useSession } from '@gp/web-common/session/get-session';
import { WaitlistMessage } from '../../features/waitlist/components/waitlist-message';
import { WaitlistNotices } from '../../features/waitlist/components/waitlist-notices';
import { useForwardWhenAccessGranted } from '../../features/waitlist/hooks/use-forward-when-access-granted';
import { useWaitlistTranslation } from '../../features/waitlist/i18n';
import { usePageTitle } from '@gp/web-common/hooks/use-page-title';
import type { PageModule } from '../page-module';

/** /{lang}/coming-soon?reviewsuccess: the waitlist, which forwards by itself once access is granted. */
function ComingSoonRoute() {
  const { t } = useWaitlistTranslation();
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const member = user && !user.isAnonymous ? user : null;
  useForwardWhenAccessGranted(member !== null);
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <WaitlistNotices />
        {user === undefined ? <PageLoader /> : <WaitlistMessage member={member} />}
      </Stack>
    </Container>
  );
}

export const page: PageModule = { Component: ComingSoonRoute };
