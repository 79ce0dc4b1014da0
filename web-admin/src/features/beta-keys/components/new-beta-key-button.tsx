import { Button, Stack, Text } from '@mantine/core';
import { LANGUAGES } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useState } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConsoleModal } from '../../../components/console-modal';
import { useIssueBetaKey } from '../api/issue-beta-key';
import { CopyLinkField } from './copy-link-field';

/** Spec §2: issues a beta key and shows its English and Spanish sign-up links to copy. */
export function NewBetaKeyButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const { trigger, isMutating, data, reset } = useIssueBetaKey();
  const [open, setOpen] = useState(false);

  const issue = async () => {
    try {
      await trigger();
      setOpen(true);
    } catch (error) {
      onError(t('betaKeys.issueFailed', { message: apiErrorMessage(error, lang) }));
    }
  };

  return (
    <>
      <Button onClick={() => void issue()} loading={isMutating}>
        {t('betaKeys.newKey')}
      </Button>
      <ConsoleModal
        opened={open && data !== undefined}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        title={t('betaKeys.modalTitle')}
        size="lg"
      >
        {data && (
          <Stack gap="md">
            <Text>{t('betaKeys.intro')}</Text>
            {LANGUAGES.map((linkLang) => (
              <CopyLinkField
                key={linkLang}
                label={t(`betaKeys.links.${linkLang}.label`)}
                copyLabel={t(`betaKeys.links.${linkLang}.copyLabel`)}
                copiedMessage={t(`betaKeys.links.${linkLang}.copied`)}
                value={data.signUpLinks[linkLang]}
              />
            ))}
          </Stack>
        )}
      </ConsoleModal>
    </>
  );
}
