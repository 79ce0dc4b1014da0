import { defaultHours, type UpdateProfileRequest } from '@gp/shared';
import type { SetClock } from '../infrastructure/clock/set-clock';
import type { TestApp } from './test-app';

export interface TestContractor {
  email: string;
  displayName: string;
  profile: UpdateProfileRequest;
  /** One approved review per rating, by a different reviewer each; three make the profile public. */
  ratings: number[];
}

export interface CreatedContractor {
  userId: string;
  reviewIds: string[];
  /** The global position of the last event written, for X-Min-Position. */
  position: number;
}

/**
 * Signs a contractor up through the API, fills in the profile, and has signed-in reviewers leave
 * approved reviews: exactly the path a real pro takes to the directory.
 */
export async function createContractor(
  t: TestApp,
  admin: string,
  reviewerCookies: string[],
  contractor: TestContractor,
): Promise<CreatedContractor> {
  const signedUp = await t.contractor(contractor.email, contractor.displayName);
  const { cookie, userId } = signedUp;
  let position = signedUp.position;
  const track = (response: { body: { position?: number } }) =>
    void (position = Math.max(position, response.body.position ?? 0));
  track(await t.http().patch('/api/v1/account/profile').set('Cookie', cookie).send(contractor.profile).expect(200));
  const reviewIds: string[] = [];
  for (const [index, rating] of contractor.ratings.entries()) {
    const review = {
      contractorId: userId,
      rating,
      email: `reviewer-${index + 1}@example.com`,
      title: 'Muy bien',
      body: 'Buen trabajo.',
    };
    const submitted = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', reviewerCookies[index]!)
      .send(review)
      .expect(201);
    reviewIds.push(submitted.body.reviewId);
    track(
      await t
        .http()
        .post(`/api/v1/admin/reviews/${submitted.body.reviewId}/approve`)
        .set('Cookie', admin)
        .send({ expectedRevision: 0 })
        .expect(200),
    );
  }
  return { userId, reviewIds, position };
}

/** Signed-in members who write the reviews: `reviewer-{n}@example.com`. */
export async function createReviewers(t: TestApp, count: number): Promise<string[]> {
  const members = await Promise.all(
    Array.from({ length: count }, (_, index) => t.member(`reviewer-${index + 1}@example.com`)),
  );
  return members.map((member) => member.cookie);
}

/**
 * Several contractors by name, made public by the same reviewers; `position` is the last write's, for
 * X-Min-Position. Given the app's set clock, each is created a minute after the one before: a clock
 * that stands still would give them all one time, and no order by newest.
 */
export async function createContractors<Name extends string>(
  t: TestApp,
  pros: Record<Name, TestContractor>,
  clock?: SetClock,
): Promise<{ ids: Record<Name, string>; reviewIds: Record<Name, string[]>; position: number }> {
  const admin = await t.signInAsAdmin();
  const reviewers = await createReviewers(
    t,
    Math.max(...Object.values<TestContractor>(pros).map((pro) => pro.ratings.length)),
  );
  const ids = {} as Record<Name, string>;
  const reviewIds = {} as Record<Name, string[]>;
  let position = 0;
  for (const [name, pro] of Object.entries(pros) as [Name, TestContractor][]) {
    clock?.advance(60_000);
    const created = await createContractor(t, admin, reviewers, pro);
    ids[name] = created.userId;
    reviewIds[name] = created.reviewIds;
    position = Math.max(position, created.position);
  }
  return { ids, reviewIds, position };
}

/** A Nosara plumber who speaks Spanish and keeps the default week; `profile` changes any of it. */
export const nosaraPlumber = (
  handle: string,
  displayName: string,
  ratings: number[],
  profile: Partial<UpdateProfileRequest> = {},
): TestContractor => ({
  email: `${handle}@example.com`,
  displayName,
  ratings,
  profile: {
    description: { es: 'Trabajo serio.' },
    serviceIds: ['plumbing'],
    zoneIds: ['nosara'],
    languageCodes: ['es'],
    hours: defaultHours(),
    ...profile,
  },
});
