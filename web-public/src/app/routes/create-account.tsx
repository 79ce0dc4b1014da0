import { useSignUp } from '../../features/auth/api/sign-up';
import { AuthPage } from '../../features/auth/components/auth-page';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { authPageServerData } from '../../features/auth/api/get-auth-providers';
import type { PageModule } from '../page-module';

/** /{lang}/create-account?role=contractor&betakey=…&reviewId=…&nextRoute=… */
function CreateAccountRoute() {
  const lang = useLang();
  const { trigger } = useSignUp(lang);
  return (
    <AuthPage
      mode="sign-up"
      submit={({ email, password }, { betaKey, role }) =>
        trigger({ email, password, preferredLang: lang, betaKey, role })
      }
    />
  );
}

export const page: PageModule = {
  Component: CreateAccountRoute,
  serverData: authPageServerData,
  footerVariant: 'create-account',
};
