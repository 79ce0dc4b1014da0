import type { AdminAccount } from '@gp/shared';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiErrorMessage } from '@gp/web-common/lib/api-errors';
import { useMemo } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';
import type { NoticeControls } from '../../../hooks/use-notice';
import { useStartImpersonation } from '../../../lib/api/start-impersonation';
import { accountLabel } from '../account-label';
import { useSetAuditorRole } from '../api/set-auditor-role';
import { useSetBetaAccess } from '../api/set-beta-access';
import type { AccountActions } from '../components/account-controls';

interface Handlers {
  notice: NoticeControls;
  requestDelete: (account: AdminAccount) => void;
  showHistory: (account: AdminAccount) => void;
}

/** The row controls' actions for the list `listKey`, each saying how it went in the tab's notice. */
export function useAccountActions(listKey: string, { notice, requestDelete, showHistory }: Handlers): AccountActions {
  const { t } = useAppTranslation('admin');
  const lang = useLang();
  const setBetaAccess = useSetBetaAccess(listKey);
  const setAuditorRole = useSetAuditorRole(listKey);
  const startImpersonation = useStartImpersonation();

  return useMemo(() => {
    const failed = (account: AdminAccount, error: unknown, key = 'accounts.notices.failed') =>
      notice.fail(t(key, { who: accountLabel(account, lang), message: apiErrorMessage(error, lang) }));
    const attempt = async (account: AdminAccount, change: () => Promise<void>, successKey: string) => {
      try {
        await change();
        notice.succeed(t(successKey, { who: accountLabel(account, lang) }));
      } catch (error) {
        failed(account, error);
      }
    };
    return {
      setBetaAccess: (account, value) =>
        void attempt(
          account,
          () => setBetaAccess(account, value),
          value ? 'accounts.notices.betaGranted' : 'accounts.notices.betaRevoked',
        ),
      setAuditor: (account, value) =>
        void attempt(
          account,
          () => setAuditorRole(account, value),
          value ? 'accounts.notices.auditorGranted' : 'accounts.notices.auditorRevoked',
        ),
      impersonate: async (account) => {
        try {
          await startImpersonation(account.id);
        } catch (error) {
          failed(account, error, 'accounts.notices.impersonationFailed');
        }
      },
      requestDelete,
      showHistory,
    };
  }, [t, lang, notice, setBetaAccess, setAuditorRole, startImpersonation, requestDelete, showHistory]);
}
