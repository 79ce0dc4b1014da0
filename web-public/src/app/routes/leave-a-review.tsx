import { useParams } from 'react-router';
import { NotFoundPage } from '@gp/web-common/components/not-found-page';
import { contractorCardKey } from '../../features/reviews/api/get-contractor-card';
import { LeaveAReviewPage } from '../../features/reviews/components/leave-a-review-page';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';
import type { PageModule } from '../page-module';

/** /{lang}/leave-a-review/:id, the link a contractor shares with clients; no id is a 404. */
function LeaveAReviewRoute() {
  const { id } = useParams();
  if (!id) return <NotFoundPage />;
  // Keyed by contractor: the form, its draft and its saved state belong to one contractor.
  return <LeaveAReviewPage key={id} contractorId={id} />;
}

/** The name and photo of the contractor being reviewed. */
const serverData: ServerDataKeys = ({ params }) => (params.id ? [contractorCardKey(params.id)] : []);

export const page: PageModule = { Component: LeaveAReviewRoute, serverData };
