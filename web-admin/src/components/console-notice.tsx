import { Alert } from '@mantine/core';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import type { Notice } from '../hooks/use-notice';

/**
 * The outcome of the last action. Both live regions stay in the page, so screen readers announce
 * a message as it appears: successes politely, failures at once.
 */
export function ConsoleNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useAppTranslation('admin');
  const message = (tone: Notice['tone']) =>
    notice?.tone === tone ? (
      <Alert
        color={tone === 'success' ? 'green' : 'red'}
        variant="light"
        withCloseButton
        onClose={onDismiss}
        closeButtonLabel={t('list.dismiss')}
      >
        {notice.text}
      </Alert>
    ) : null;
  return (
    <div>
      <div role="status">{message('success')}</div>
      <div role="alert">{message('error')}</div>
    </div>
  );
}
