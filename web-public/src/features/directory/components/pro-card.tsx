import { Avatar, Button } from '@mantine/core';
import { languageByCode, serviceById, zoneById, type DirectoryItem } from '@gp/shared';
import type { ReactNode } from 'react';
import { LanguageFlag } from '@gp/web-common/components/language-flag';
import { OpenNowBadge } from '@gp/web-common/components/open-now-badge';
import { PinIcon } from '@gp/web-common/components/icons/pin-icon';
import { PhoneVerifiedBadge } from '@gp/web-common/components/phone-verified-badge';
import { ResponseSignalText } from '@gp/web-common/components/response-signal';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { StarRating } from '@gp/web-common/components/star-rating';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { formatAverage } from '@gp/web-common/lib/format-rating';
import { initials } from '../../../lib/initials';
import { useDirectoryTranslation } from '../i18n';

/** A card lists this many services or zones, then "+n more": the profile has the rest. */
const LISTED = 3;

function ShortList({ label, names }: { label: string; names: string[] }) {
  const { t } = useDirectoryTranslation();
  if (names.length === 0) return null;
  const rest = names.length - LISTED;
  return (
    <p className="pro-card-fact">
      <span className="pro-card-fact-label">{label}:</span> {names.slice(0, LISTED).join(', ')}
      {rest > 0 && ` ${t('card.more', { count: rest })}`}
    </p>
  );
}

/**
 * One pro in the results: who, how well reviewed, what and where, and the ways to reach them.
 * Laid out with plain elements and directory.css rather than Mantine's layout and text components:
 * a page holds a dozen cards, and each of those components costs its render on the server and again
 * as the phone hydrates the page (the card's HTML and look are the same).
 */
export function ProCard({ pro, contactActions }: { pro: DirectoryItem; contactActions: ReactNode }) {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const name = pro.displayName ?? t('card.unnamed');
  const profilePath = `/${lang}/profile/${pro.id}`;
  const headingId = `pro-card-${pro.id}`;
  return (
    <article className="pro-card bordered-card" aria-labelledby={headingId}>
      <div className="pro-card-head">
        <Avatar size={72} radius="md" color="blue">
          {pro.profilePhotoSources ? (
            <ResponsivePhoto sources={pro.profilePhotoSources} alt="" sizes="72px" className="responsive-photo-fill" />
          ) : (
            <span aria-hidden="true">{initials(name)}</span>
          )}
        </Avatar>
        <div className="pro-card-summary">
          <h2 id={headingId} className="pro-card-name">
            <AppLink to={profilePath}>{name}</AppLink>
          </h2>
          {pro.nearby && (
            <p className="pro-card-nearby">
              <PinIcon />
              {t('card.nearby', { zone: zoneById(pro.nearby.zoneId)?.name ?? pro.nearby.zoneId, km: pro.nearby.km })}
            </p>
          )}
          <div className="pro-card-rating">
            <StarRating rating={pro.rating.average} size="sm" />
            <p className="pro-card-rating-text">
              {formatAverage(pro.rating.average, lang)} · {t('card.reviews', { count: pro.rating.count })}
            </p>
          </div>
          {pro.responseSignal && <ResponseSignalText signal={pro.responseSignal} />}
          <div className="pro-card-badges">
            <OpenNowBadge open={pro.openNow} />
            {pro.phoneVerified && <PhoneVerifiedBadge />}
          </div>
        </div>
      </div>
      <ShortList label={t('card.services')} names={pro.serviceIds.map((id) => serviceById(id)?.name[lang] ?? id)} />
      <ShortList label={t('card.zones')} names={pro.zoneIds.map((id) => zoneById(id)?.name ?? id)} />
      {pro.languageCodes.length > 0 && (
        <p className="pro-card-fact">
          <span className="pro-card-fact-label">{t('card.languages')}:</span>{' '}
          {pro.languageCodes.map((code, index) => (
            <span key={code} className="pro-card-language">
              {index > 0 && ', '}
              <LanguageFlag code={code} /> {languageByCode(code)?.name[lang] ?? code}
            </span>
          ))}
        </p>
      )}
      <div className="pro-card-actions">
        {contactActions}
        <Button component={AppLink} to={profilePath} variant="default" aria-label={t('card.viewProfileOf', { name })}>
          {t('card.viewProfile')}
        </Button>
      </div>
    </article>
  );
}
