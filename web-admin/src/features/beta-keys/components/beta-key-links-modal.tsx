import { Stack, Text } from '@mantine/core';
import { LANGUAGES } from '@gp/shared';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import { ConsoleModal } from '../../../components/console-modal';
import { CopyLinkField } from './copy-link-field';

interface BetaKeyLinksModalProps {
  title: string;
  /** The key's note, shown above the links so the admin knows whom they are for. */
  note?: string | null;
  /** The links to hand out; null keeps the dialog closed. */
  links: { en: string; es: string } | null;
  onClose: () => void;
}

/** A key's English and Spanish sign-up links, each to copy. */
export function BetaKeyLinksModal({ title, note, links, onClose }: BetaKeyLinksModalProps) {
  const { t } = useAppTranslation('admin');
  return (
    <ConsoleModal opened={links !== null} onClose={onClose} title={title} size="lg">
      {links && (
        <Stack gap="md">
          {note && <Text fw={600}>{t('betaKeys.noteLine', { note })}</Text>}
          <Text>{t('betaKeys.intro')}</Text>
          {LANGUAGES.map((linkLang) => (
            <CopyLinkField
              key={linkLang}
              label={t(`betaKeys.links.${linkLang}.label`)}
              copyLabel={t(`betaKeys.links.${linkLang}.copyLabel`)}
              copiedMessage={t(`betaKeys.links.${linkLang}.copied`)}
              value={links[linkLang]}
            />
          ))}
        </Stack>
      )}
    </ConsoleModal>
  );
}
