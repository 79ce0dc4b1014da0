import type { BetaKeyView, Lang } from '@gp/shared';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@gp/web-common/lib/format-date';

/** How a sentence names a key: by its note (“Para Carlos”), else by when it was created. */
export function betaKeySubject(betaKey: Pick<BetaKeyView, 'note' | 'issuedAt'>, t: TFunction, lang: Lang): string {
  return betaKey.note
    ? t('betaKeys.keyNamed', { note: betaKey.note })
    : t('betaKeys.keyFrom', { date: formatDateTime(betaKey.issuedAt, lang) });
}
