import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@gp/shared/server';
import { FreshCopies } from '../http/fresh-copies';
import { deepFreeze } from './deep-freeze';
import { PROJECTION_PROGRESS, type ProjectionProgress } from './projection-progress';

/** A shared answer is served for at most this long: one that depends on the time (30-day figures) stays that fresh. */
export const SHARED_ANSWER_MAX_AGE_MS = 1_000;
/** How many answers are kept at most: a flood of distinct queries evicts the oldest instead of growing memory. */
export const SHARED_ANSWERS_MAX = 500;

/**
 * Answers that are the same for every caller allowed to ask (an admin's or auditor's list: the
 * access guard has let this caller in before the query runs), computed once and shared until a read
 * model changes or a second has passed. A shared answer is frozen and handed out as the same object,
 * so the route's compiled serialiser writes it once too (compiled-serialisers.ts). Where this
 * process does not know when the read models change without a read (an API replica on a shared
 * store), every query computes its answer.
 */
@Injectable()
export class SharedAnswers {
  private readonly copies: FreshCopies<object>;

  constructor(@Inject(PROJECTION_PROGRESS) progress: ProjectionProgress, @Inject(CLOCK) clock: Clock) {
    this.copies = new FreshCopies({
      position: () => progress.knownChange(),
      // Aged on the clock its answers are computed with (30-day figures), so a set clock moves both.
      now: () => clock.now().getTime(),
      maxAgeMs: SHARED_ANSWER_MAX_AGE_MS,
      maxSize: SHARED_ANSWERS_MAX,
    });
  }

  /** The query's shared answer, computed by `compute` when there is none fresh. Keyed by the query's class and fields. */
  async of<T extends object>(query: object, compute: () => Promise<T>): Promise<T> {
    const key = `${query.constructor.name} ${JSON.stringify(query)}`;
    const copy = this.copies.get(key);
    if (copy) return copy as T;
    // Taken before the answer is computed: a change projected meanwhile leaves the copy stale at once.
    const startedAt = this.copies.startedAt();
    const answer = deepFreeze(await compute());
    this.copies.set(key, answer, 1, startedAt);
    return answer;
  }
}
