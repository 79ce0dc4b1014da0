import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@gp/web-common/components/page-loader';
import { useSignIn } from '../../features/auth/api/sign-in';
import { AuthPage } from '../../features/auth/components/auth-page';
import { PhoneSignInOption } from '../../features/phone/components/phone-sign-in-option';
import { isPhoneSignIn } from '../../features/phone/phone-sign-in-link';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { authPageServerData } from '../../features/auth/api/get-auth-providers';
import type { PageModule } from '../page-module';

// Loaded only when chosen: the phone steps bring the phone-number rules (libphonenumber's metadata).
const PhoneSignInPage = lazy(async () => ({
  default: (await import('../../features/phone/components/phone-sign-in-page')).PhoneSignInPage,
}));

/**
 * /{lang}/signin, with the same query as create-account; a beta key in it is redeemed on sign-in.
 * With ?method=phone it shows the phone steps instead of email and password.
 */
function SignInRoute() {
  const lang = useLang();
  const { trigger } = useSignIn(lang);
  const [searchParams] = useSearchParams();
  if (isPhoneSignIn(searchParams)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PhoneSignInPage />
      </Suspense>
    );
  }
  return (
    <AuthPage
      mode="sign-in"
      submit={({ email, password }, { betaKey }) => trigger({ email, password, betaKey })}
      alternative={<PhoneSignInOption />}
    />
  );
}

export const page: PageModule = { Component: SignInRoute, serverData: authPageServerData, footerVariant: 'signin' };
