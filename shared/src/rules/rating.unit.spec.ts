import { BAYESIAN_PRIOR_MEAN, bayesianRating, isProfilePublic, NO_STARS, ratingSummary } from './rating';

describe('rating summary', () => {
  it('has no average without reviews', () => {
    expect(ratingSummary(NO_STARS)).toEqual({ average: null, count: 0, starPercents: [0, 0, 0, 0, 0] });
  });

  it('averages to 2 decimals and rounds each star percent', () => {
    // 5,5,4 → 4.666… → 4.67; 4 is 33.3 % → 33, 5 is 66.7 % → 67.
    expect(ratingSummary([0, 0, 0, 1, 2])).toEqual({ average: 4.67, count: 3, starPercents: [0, 0, 0, 33, 67] });
    expect(ratingSummary([1, 0, 0, 0, 1])).toEqual({ average: 3, count: 2, starPercents: [50, 0, 0, 0, 50] });
  });

  it('makes a profile public from the third review', () => {
    expect(isProfilePublic(2)).toBe(false);
    expect(isProfilePublic(3)).toBe(true);
  });
});

describe('Bayesian rating', () => {
  it('pulls few reviews towards the prior: forty 4.8s beat three 5s', () => {
    const threeFives = bayesianRating([0, 0, 0, 0, 3]);
    const fortyFourPointEights = bayesianRating([0, 0, 0, 8, 32]);
    expect(threeFives).toBeCloseTo(4.375);
    expect(fortyFourPointEights).toBeCloseTo(4.711);
    expect(fortyFourPointEights).toBeGreaterThan(threeFives);
    expect(bayesianRating([0, 0, 0, 0, 0])).toBe(BAYESIAN_PRIOR_MEAN);
  });
});
