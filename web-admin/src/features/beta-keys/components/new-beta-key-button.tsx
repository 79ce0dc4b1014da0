import { Button } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { useIssueBetaKey } from '../api/issue-beta-key';
import { isBetaKeysKey } from '../api/get-beta-keys';
import { BetaKeyLinksModal } from './beta-key-links-modal';

/** Spec §2: issues a beta key (with the admin's note, when given) and shows its English and Spanish sign-up links to copy. */
export function NewBetaKeyButton({
  onError,
  note = '',
  onIssued,
}: {
  onError: (message: string) => void;
  note?: string;
  /** Called once the key exists (the note's field may then empty itself). */
  onIssued?: () => void;
}) {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const { mutate } = useSWRConfig();
  const { trigger, isMutating, data, reset } = useIssueBetaKey();
  const [open, setOpen] = useState(false);
  const [issuedNote, setIssuedNote] = useState<string | null>(null);

  const issue = async () => {
    try {
      await trigger(note);
      setIssuedNote(note.trim() || null);
      setOpen(true);
      onIssued?.();
      void mutate(isBetaKeysKey);
    } catch (error) {
      onError(t('betaKeys.issueFailed', { message: apiErrorMessage(error, lang) }));
    }
  };

  return (
    <>
      <Button onClick={() => void issue()} loading={isMutating}>
        {t('betaKeys.newKey')}
      </Button>
      <BetaKeyLinksModal
        title={t('betaKeys.modalTitle')}
        note={issuedNote}
        links={open && data ? data.signUpLinks : null}
        onClose={() => {
          setOpen(false);
          reset();
        }}
      />
    </>
  );
}
