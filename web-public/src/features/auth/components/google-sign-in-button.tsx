import { Button, Divider } from '@mantine/core';
import { GoogleIcon } from '@gp/web-common/components/icons/google-icon';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useAuthProviders } from '../api/get-auth-providers';
import { googleSignInUrl, type AuthLinkParams } from '../../../lib/credentials';
import { useAuthTranslation } from '../i18n';

/** Shown only when the server has Google sign-in configured; it is a link, not a popup. */
export function GoogleSignInButton({ params }: { params: AuthLinkParams }) {
  const { t } = useAuthTranslation();
  const lang = useLang();
  const { google } = useAuthProviders();
  if (!google) return null;
  return (
    <>
      <Button
        component="a"
        href={googleSignInUrl(lang, params)}
        variant="default"
        size="md"
        fullWidth
        leftSection={<GoogleIcon />}
      >
        {t('google')}
      </Button>
      <Divider label={t('or')} labelPosition="center" />
    </>
  );
}
