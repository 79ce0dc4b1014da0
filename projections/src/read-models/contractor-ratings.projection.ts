import { defineProjection } from '../runtime/projection';
import { NO_REVIEW_STANDINGS, RATING_EVENTS, withRatingEvent, type ReviewStandings } from './review-standings';

/** Per contractor: the standing of each review and the star counts of the live ones. */
export type ContractorRatingDocument = { _id: string } & ReviewStandings;

export const contractorRatingsProjection = defineProjection({
  name: 'contractorRatings',
  collection: 'contractorRatings',
  handles: RATING_EVENTS,
  documentId: (event) => event.data.contractorId,
  evolve: (doc: ContractorRatingDocument | null, event): ContractorRatingDocument | null => {
    const standings = doc ?? NO_REVIEW_STANDINGS;
    const next = withRatingEvent(standings, event);
    return next === standings ? doc : { _id: event.data.contractorId, ...next };
  },
});
