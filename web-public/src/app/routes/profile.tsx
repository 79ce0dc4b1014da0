import type { ProfileView } from '@gp/shared';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '@gp/web-common/components/page-loader';
import { useSession } from '@gp/web-common/session/get-session';
import { profileKey } from '../../lib/api/get-profile';
import { profileReviewsKey } from '../../features/profiles/api/get-profile-reviews';
import { ContactBlock } from '../../features/contact/components/contact-block';
import { ProfilePage } from '../../features/profiles/components/profile-page';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppNavigate } from '@gp/web-common/lib/app-links';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';
import type { PageModule } from '../page-module';

/** pro-contact's block on a public profile someone else views. */
const contactBlock = (profile: ProfileView, name: string) => <ContactBlock profile={profile} name={name} />;

// Only the owner sees it, so only the owner loads it.
const ReviewLinkBlock = lazy(() =>
  import('../../features/reviews/components/review-link-block').then((module) => ({
    default: module.ReviewLinkBlock,
  })),
);
/** The reviews feature's link block, for good, on the owner's own profile. */
const ownerReviews = (profile: ProfileView) => (
  <Suspense fallback={null}>
    <ReviewLinkBlock userId={profile.id} />
  </Suspense>
);

/** /{lang}/profile/{id?} (public). Without an id it is the signed-in pro's own profile, or a client's account. */
function ProfileRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const lang = useLang();
  const { user } = useSession();
  if (id)
    return (
      <ProfilePage
        key={id}
        userId={id}
        contact={contactBlock}
        ownerReviews={ownerReviews}
        asVisitor={search.get('as') === 'visitor'}
      />
    );
  if (user === undefined) return <PageLoader />;
  if (!user || user.isAnonymous) return <AppNavigate to={`/${lang}/404`} />;
  // A client has no profile of their own (issue 15): their account is the page about them.
  return <AppNavigate to={user.isContractor ? `/${lang}/profile/${user.id}` : `/${lang}/account`} />;
}

/** The profile and the first page of its reviews, as a signed-out visitor sees them (also under "View as visitor"). */
const serverData: ServerDataKeys = ({ params, url }) => {
  if (!params.id) return [];
  const asVisitor = url.searchParams.get('as') === 'visitor';
  return [profileKey(params.id, asVisitor), profileReviewsKey(params.id, 1, asVisitor)];
};

export const page: PageModule = { Component: ProfileRoute, serverData };
