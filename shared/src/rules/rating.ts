import { RATING_AVERAGE_DECIMALS, REVIEWS_TO_PUBLISH_PROFILE } from '../constants/constants';

/** Counts of live reviews per star: index 0 = 1 star … index 4 = 5 stars. */
export type StarCounts = readonly [number, number, number, number, number];

export const NO_STARS: StarCounts = [0, 0, 0, 0, 0];

/** Spec §2, §9: the average to 2 decimals, the count, and the rounded percent per star. */
export function ratingSummary(counts: StarCounts): { average: number | null; count: number; starPercents: number[] } {
  const count = counts.reduce((sum, value) => sum + value, 0);
  if (count === 0) return { average: null, count, starPercents: [0, 0, 0, 0, 0] };
  const total = counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
  const factor = 10 ** RATING_AVERAGE_DECIMALS;
  return {
    average: Math.round((total / count) * factor) / factor,
    count,
    starPercents: counts.map((value) => Math.round((value / count) * 100)),
  };
}

/** Spec §1: a profile becomes public after three live reviews. */
export const isProfilePublic = (liveReviewCount: number) => liveReviewCount >= REVIEWS_TO_PUBLISH_PROFILE;

/**
 * The directory's "best" order ranks by a Bayesian average: every pro starts with PRIOR_WEIGHT
 * imaginary reviews of PRIOR_MEAN stars, so a few perfect reviews cannot outrank a long record of
 * near-perfect ones (three 5★ score 4.38; forty 4.8★ score 4.71). 4.0 is about the mean rating
 * clients give, and five reviews is the point where a pro's own record starts to outweigh it.
 */
export const BAYESIAN_PRIOR_MEAN = 4;
export const BAYESIAN_PRIOR_WEIGHT = 5;

export function bayesianRating(counts: StarCounts): number {
  const count = counts.reduce((sum, value) => sum + value, 0);
  const total = counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
  return (BAYESIAN_PRIOR_MEAN * BAYESIAN_PRIOR_WEIGHT + total) / (BAYESIAN_PRIOR_WEIGHT + count);
}
