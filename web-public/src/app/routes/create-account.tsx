import { useSignUp } from '../../features/auth/api/sign-up';
import { AuthPage } from '../../features/auth/components/auth-page';
import { useLang } from '../../hooks/use-lang';

/** /{lang}/create-account?role=contractor&betakey=…&reviewId=…&nextRoute=… */
export function CreateAccountRoute() {
  const lang = useLang();
  const { trigger } = useSignUp(lang);
  return (
    <AuthPage
      mode="sign-up"
      submit={({ email, password }, { betaKey, role }) => trigger({ email, password, preferredLang: lang, betaKey, role })}
    />
  );
}
