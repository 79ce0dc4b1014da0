import { Button } from '@mantine/core';
import { useInstallAppTranslation } from '../i18n';
import { useInstallState } from '../hooks/use-install-state';
import { installStore } from '../install-prompt-store';

/** The nav's install button (spec §2), shown only while the browser offers installation. */
export function InstallAppButton({ fullWidth = false, onNavigate }: { fullWidth?: boolean; onNavigate?: () => void }) {
  const { t } = useInstallAppTranslation();
  const { offered } = useInstallState();
  if (!offered) return null;
  return (
    <Button
      variant="light"
      fullWidth={fullWidth}
      onClick={() => {
        onNavigate?.();
        void installStore.install();
      }}
    >
      {t('button')}
    </Button>
  );
}
