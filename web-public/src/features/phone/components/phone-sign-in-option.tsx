import { Button, Divider } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '@gp/web-common/lib/app-links';
import { usePhoneTranslation } from '../i18n';
import { signInSearch } from '../phone-sign-in-link';

/** Under the email form on /{lang}/signin: switches the page to the phone steps. */
export function PhoneSignInOption() {
  const { t } = usePhoneTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <Divider label={t('signIn.or')} labelPosition="center" />
      <Button
        component={AppLink}
        to={`${pathname}${signInSearch(searchParams, true)}`}
        variant="default"
        size="md"
        fullWidth
      >
        {t('signIn.option')}
      </Button>
    </>
  );
}
