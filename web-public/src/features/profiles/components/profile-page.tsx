import '../profile.css';
import { Avatar, Badge, Box, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  descriptionFor,
  displayNameOrFallback,
  languageByCode,
  profileTitle,
  serviceById,
  zoneById,
  type Lang,
  type ProfileView,
} from '@gp/shared';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { ApiError } from '@gp/web-common/lib/api-client';
import { AppLink } from '@gp/web-common/lib/app-links';
import { HydrateWhenVisible } from '@gp/web-common/app/hydrate-when-visible';
import { NotFoundPage } from '@gp/web-common/components/not-found-page';
import { initials } from '../../../lib/initials';
import { editProfilePath, type EditProfileTab } from '../../../lib/edit-profile-tabs';
import { useProfile } from '../../../lib/api/get-profile';
import { profileViewKey, recordProfileView } from '../api/record-profile-view';
import { useProfileTranslation } from '../i18n';
import { HoursTable } from './hours-table';
import { OpenNow } from './open-now';
import { LanguageFlag } from '@gp/web-common/components/language-flag';
import { PhotoGrid } from './photo-grid';
import { ReviewsSection } from './reviews-section';
import { PhoneVerifiedBadge } from '@gp/web-common/components/phone-verified-badge';
import { ResponseSignalText } from '@gp/web-common/components/response-signal';
import { PhotoStatusMark } from '@gp/web-common/components/photo-status-mark';
import { ResponsivePhoto } from '@gp/web-common/components/responsive-photo';
import { StarRating } from '@gp/web-common/components/star-rating';
import { formatAverage } from '@gp/web-common/lib/format-rating';

/** The cover spans the page's container (Container size lg: 1140 px less its 16 px paddings). */
const COVER_SIZES = '(min-width: 1140px) 1108px, calc(100vw - 32px)';

// What only the owner or an admin sees loads only for them.
const PhoneLine = lazy(() => import('./phone-line').then((module) => ({ default: module.PhoneLine })));
const DebugButton = lazy(() => import('./debug-button').then((module) => ({ default: module.DebugButton })));

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A titled block of the profile; the owner gets an edit button to the matching tab. */
function ProfileSection({
  id,
  title,
  editTab,
  isOwner,
  children,
}: {
  id: string;
  title: string;
  editTab?: EditProfileTab;
  isOwner: boolean;
  children: ReactNode;
}) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="xl" id={id}>
          {title}
        </Title>
        {isOwner && editTab && (
          <Button
            component={AppLink}
            to={editProfilePath(lang, editTab)}
            variant="subtle"
            size="compact-sm"
            aria-label={t('edit.sectionLabel', { section: title })}
          >
            {t('edit.button')}
          </Button>
        )}
      </Group>
      {children}
    </Stack>
  );
}

function Header({ profile, name }: { profile: ProfileView; name: string }) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  const { average, count } = profile.rating;
  return (
    <Paper withBorder radius="md" className="profile-header">
      <Box className="profile-cover" data-empty={profile.coverPhoto ? undefined : true}>
        {profile.coverPhoto && (
          <ResponsivePhoto
            sources={profile.coverPhoto.sources.full}
            alt={t('header.coverAlt', { name })}
            sizes={COVER_SIZES}
            priority
          />
        )}
      </Box>
      <Stack gap="sm" className="profile-header-body">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Avatar size={112} radius={112} className="profile-avatar" color="blue">
            {profile.profilePhoto ? (
              <ResponsivePhoto
                sources={profile.profilePhoto.sources.square}
                alt={t('header.photoAlt', { name })}
                sizes="112px"
                className="responsive-photo-fill"
              />
            ) : (
              <span aria-hidden="true">{initials(name)}</span>
            )}
          </Avatar>
          <Group gap="xs">
            {profile.viewer.isAdmin && profile.debug && (
              <Suspense fallback={null}>
                <DebugButton debug={profile.debug} />
              </Suspense>
            )}
            {profile.viewer.isOwner ? (
              <>
                <Button component={AppLink} to={visitorViewPath(lang, profile.id)} variant="default">
                  {t('visitorView.open')}
                </Button>
                <Button component={AppLink} to={editProfilePath(lang, 'basicInfo')} variant="light">
                  {t('edit.profile')}
                </Button>
              </>
            ) : (
              // Light: the contact block just below holds the page's main actions (a visitor came to reach the pro).
              <Button component={AppLink} to={`/${lang}/leave-a-review/${profile.id}`} variant="light">
                {t('leaveReview')}
              </Button>
            )}
          </Group>
        </Group>
        <Title order={1} className="title-page">
          {name}
        </Title>
        {(profile.hours || profile.phoneVerified) && (
          <Group gap="xs">
            {profile.phoneVerified && <PhoneVerifiedBadge />}
            {/* Last: it shows once the page runs, and moves nothing on its line. */}
            {profile.hours && <OpenNow hours={profile.hours} />}
          </Group>
        )}
        {average === null ? (
          <Text c="gray.7">{t('rating.none')}</Text>
        ) : (
          <Group gap="xs" align="center">
            <Text fw={700}>{formatAverage(average, lang)}</Text>
            <StarRating rating={average} />
            <Text c="gray.7">{t('rating.count', { count })}</Text>
          </Group>
        )}
        {profile.responseSignal && (
          <div>
            <ResponseSignalText signal={profile.responseSignal} withDetail />
          </div>
        )}
        {profile.viewer.isOwner && (
          <Suspense fallback={null}>
            <PhoneLine phoneNumber={profile.phoneNumber ?? null} />
          </Suspense>
        )}
        {profile.viewer.isOwner && <ChosenPhotoMarks profile={profile} />}
      </Stack>
    </Paper>
  );
}

/** The owner's profile and cover photo, each with what it is to visitors (public or awaiting review). */
function ChosenPhotoMarks({ profile }: { profile: ProfileView }) {
  const { t } = useProfileTranslation();
  const chosen = [
    { key: 'profile', label: t('header.profilePhoto'), photo: profile.profilePhoto },
    { key: 'cover', label: t('header.coverPhoto'), photo: profile.coverPhoto },
  ].flatMap(({ photo, ...rest }) => (photo ? [{ ...rest, photo }] : []));
  if (chosen.length === 0) return null;
  return (
    <Group gap="lg" component="ul" className="plain-list">
      {chosen.map(({ key, label, photo }) => (
        <Group key={key} component="li" gap={6} align="flex-start" wrap="nowrap">
          <Text fz="sm">{label}:</Text>
          <PhotoStatusMark photo={photo} />
        </Group>
      ))}
    </Group>
  );
}

const visitorViewPath = (lang: Lang, userId: string) => `/${lang}/profile/${userId}?as=visitor`;

/**
 * "View as visitor": above the page a signed-out visitor gets (the same answers, the same code),
 * says so and leads back. It depends on the address alone, so the server renders it too.
 */
function VisitorViewBar({ userId }: { userId: string }) {
  const { t } = useProfileTranslation();
  const lang = useLang();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="lg"
      className="visitor-view-bar"
      role="region"
      aria-label={t('visitorView.label')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600}>{t('visitorView.bar')}</Text>
        <Button component={AppLink} to={`/${lang}/profile/${userId}`} size="compact-md">
          {t('visitorView.back')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The description in the page's language, else in the other one, marked "Written in Spanish" /
 * "Escrito en inglés"; the text carries its language (`lang`) so a screen reader pronounces it right.
 */
function About({ profile, lang }: { profile: ProfileView; lang: Lang }) {
  const { t } = useProfileTranslation();
  const about = descriptionFor(profile.description, lang);
  if (!about) return <Text c="gray.7">{t('empty.about')}</Text>;
  return (
    <Stack gap={4}>
      {about.lang !== lang && (
        <Text fz="sm" c="gray.7" fs="italic" className="profile-about-language">
          {t(`about.writtenIn.${about.lang}`)}
        </Text>
      )}
      <Text className="profile-about" lang={about.lang}>
        {about.text}
      </Text>
    </Stack>
  );
}

function Details({ profile, lang }: { profile: ProfileView; lang: Lang }) {
  const { t } = useProfileTranslation();
  const isOwner = profile.viewer.isOwner;
  const services = profile.serviceIds.flatMap((id) => serviceById(id) ?? []);
  const languages = profile.languageCodes.flatMap((code) => languageByCode(code) ?? []);
  const zones = profile.zoneIds.flatMap((id) => zoneById(id) ?? []);
  return (
    <>
      <ProfileSection id="profile-services-title" title={t('sections.services')} editTab="basicInfo" isOwner={isOwner}>
        {services.length === 0 ? (
          <Text c="gray.7">{t('empty.services')}</Text>
        ) : (
          <Group gap="xs" component="ul" className="plain-list">
            {services.map((service) => (
              <Badge key={service.serviceId} component="li" size="lg" variant="light" tt="none" fw={500}>
                {service.name[lang]}
              </Badge>
            ))}
          </Group>
        )}
      </ProfileSection>
      <ProfileSection id="profile-about-title" title={t('sections.about')} editTab="basicInfo" isOwner={isOwner}>
        <About profile={profile} lang={lang} />
      </ProfileSection>
      <ProfileSection
        id="profile-languages-title"
        title={t('sections.languages')}
        editTab="zonesAndHours"
        isOwner={isOwner}
      >
        {languages.length === 0 ? (
          <Text c="gray.7">{t('empty.languages')}</Text>
        ) : (
          <Group gap="md" component="ul" className="plain-list">
            {languages.map((language) => (
              <Group key={language.code} component="li" gap={6}>
                <LanguageFlag code={language.code} />
                <Text>{language.name[lang]}</Text>
              </Group>
            ))}
          </Group>
        )}
      </ProfileSection>
      <ProfileSection id="profile-zones-title" title={t('sections.zones')} editTab="zonesAndHours" isOwner={isOwner}>
        {zones.length === 0 ? (
          <Text c="gray.7">{t('empty.zones')}</Text>
        ) : (
          <Group gap="xs" component="ul" className="plain-list">
            {zones.map((zone) => (
              <Badge key={zone.zoneId} component="li" size="lg" variant="outline" color="gray.7" tt="none" fw={500}>
                {zone.name}
              </Badge>
            ))}
          </Group>
        )}
      </ProfileSection>
    </>
  );
}

function ProfileSkeleton() {
  const { t } = useProfileTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('loading')}>
      <Skeleton height={220} radius="md" />
      <Skeleton height={32} width="50%" />
      <Skeleton height={18} width="30%" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={200} radius="md" />
    </Stack>
  );
}

/** How someone reaches the contractor (pro-contact's block), passed in by the route. */
export type ContactSlot = (profile: ProfileView, name: string) => ReactNode;

/** What only the owner sees of their reviews (the reviews feature's link block), passed in by the route. */
export type OwnerReviewsSlot = (profile: ProfileView) => ReactNode;

function ProfileContent({
  profile,
  contact,
  ownerReviews,
  asVisitor,
}: {
  profile: ProfileView;
  contact: ContactSlot;
  ownerReviews: OwnerReviewsSlot;
  asVisitor: boolean;
}) {
  const lang = useLang();
  const name = displayNameOrFallback(profile, lang);
  const countsAsVisit = profile.isPublic && !profile.viewer.isOwner;

  useEffect(() => {
    document.title = profileTitle(name, lang);
  }, [name, lang]);
  // A visit is reported once the page runs in a browser (the server's render, and crawlers, are not
  // visits), and only for a profile that exists and that the server would count.
  useEffect(() => {
    if (countsAsVisit) recordProfileView(profileViewKey(profile.id));
  }, [countsAsVisit, profile.id]);

  return (
    <Stack gap="xl">
      <Header profile={profile} name={name} />
      {profile.viewer.isOwner && ownerReviews(profile)}
      {profile.isPublic && !profile.viewer.isOwner && contact(profile, name)}
      {/* Below the header and the contact block: on a phone, out of view until scrolled to. */}
      <HydrateWhenVisible>
        <DetailsAndHours profile={profile} lang={lang} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Photos profile={profile} name={name} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ReviewsSection
          userId={profile.id}
          rating={profile.rating}
          name={name}
          isOwner={profile.viewer.isOwner}
          asVisitor={asVisitor}
        />
      </HydrateWhenVisible>
    </Stack>
  );
}

function DetailsAndHours({ profile, lang }: { profile: ProfileView; lang: Lang }) {
  const { t } = useProfileTranslation();
  return (
    <Box className="profile-columns">
      <Stack gap="xl">
        <Details profile={profile} lang={lang} />
      </Stack>
      <ProfileSection
        id="profile-hours-title"
        title={t('sections.hours')}
        editTab="zonesAndHours"
        isOwner={profile.viewer.isOwner}
      >
        <HoursTable hours={profile.hours} />
      </ProfileSection>
    </Box>
  );
}

function Photos({ profile, name }: { profile: ProfileView; name: string }) {
  const { t } = useProfileTranslation();
  return (
    <ProfileSection
      id="profile-photos-title"
      title={t('sections.photos')}
      editTab="photos"
      isOwner={profile.viewer.isOwner}
    >
      {profile.photos.length === 0 ? (
        <Text c="gray.7">{t('empty.photos')}</Text>
      ) : (
        <PhotoGrid photos={profile.photos} ownerName={name} marked={profile.viewer.isOwner || profile.viewer.isAdmin} />
      )}
    </ProfileSection>
  );
}

/**
 * The contractor profile (spec §2). A profile that does not exist, or is not public yet and not
 * yours, is the 404 page. `asVisitor` ("View as visitor", `?as=visitor`): the answers a signed-out
 * visitor gets, whoever asks, under a bar that says so (a profile not public yet is then the 404
 * page, as for any visitor).
 */
export function ProfilePage({
  userId,
  contact,
  ownerReviews,
  asVisitor,
}: {
  userId: string;
  contact: ContactSlot;
  ownerReviews: OwnerReviewsSlot;
  asVisitor: boolean;
}) {
  const { data: profile, error } = useProfile(userId, asVisitor);
  const bar = asVisitor && <VisitorViewBar userId={userId} />;
  // In place, as the server answered it (404): the address the visitor followed stays in the bar.
  if (isNotFound(error))
    return (
      <>
        {bar && (
          <Container size="lg" className="profile-page-top">
            {bar}
          </Container>
        )}
        <NotFoundPage />
      </>
    );
  return (
    <Container size="lg" className="profile-page-top profile-page-bottom">
      {bar}
      {profile ? (
        <ProfileContent profile={profile} contact={contact} ownerReviews={ownerReviews} asVisitor={asVisitor} />
      ) : error ? (
        <LoadError />
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}

function LoadError() {
  const { t } = useProfileTranslation();
  return (
    <Text role="alert" c="red.6" fw={600}>
      {t('loadError')}
    </Text>
  );
}
