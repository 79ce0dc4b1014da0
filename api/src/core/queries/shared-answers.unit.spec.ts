import { setClock, type SetClock } from '../../infrastructure/clock/set-clock';
import type { ProjectionProgress } from './projection-progress';
import { SHARED_ANSWER_MAX_AGE_MS, SHARED_ANSWERS_MAX, SharedAnswers } from './shared-answers';

class ListThingsQuery {
  constructor(readonly params: { page: number }) {}
}
class ListOtherThingsQuery {
  constructor(readonly params: { page: number }) {}
}

describe('answers shared by every caller allowed to ask', () => {
  let known: number | null;
  let clock: SetClock;
  let computed: number;
  let answers: SharedAnswers;
  const compute = async () => ({ items: [{ id: `answer ${++computed}` }] });
  beforeEach(() => {
    known = 7;
    clock = setClock();
    computed = 0;
    answers = new SharedAnswers({ knownChange: () => known } as ProjectionProgress, clock);
  });

  it('computes an answer once while the read models stay where they were, and hands out that frozen object', async () => {
    const first = await answers.of(new ListThingsQuery({ page: 1 }), compute);
    const second = await answers.of(new ListThingsQuery({ page: 1 }), compute);
    expect(second).toBe(first);
    expect(computed).toBe(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.items[0])).toBe(true);
  });

  it('computes again once a read model changed, or a second has passed', async () => {
    await answers.of(new ListThingsQuery({ page: 1 }), compute);
    known = 8;
    expect(await answers.of(new ListThingsQuery({ page: 1 }), compute)).toEqual({ items: [{ id: 'answer 2' }] });
    clock.advance(SHARED_ANSWER_MAX_AGE_MS);
    expect(await answers.of(new ListThingsQuery({ page: 1 }), compute)).toEqual({ items: [{ id: 'answer 3' }] });
  });

  it('keeps no answer computed while a change was projected: the next caller sees the change', async () => {
    await answers.of(new ListThingsQuery({ page: 1 }), async () => {
      known = 8;
      return compute();
    });
    expect(await answers.of(new ListThingsQuery({ page: 1 }), compute)).toEqual({ items: [{ id: 'answer 2' }] });
  });

  it('keeps the answers of different queries, and of different fields, apart', async () => {
    await answers.of(new ListThingsQuery({ page: 1 }), compute);
    expect(await answers.of(new ListThingsQuery({ page: 2 }), compute)).toEqual({ items: [{ id: 'answer 2' }] });
    expect(await answers.of(new ListOtherThingsQuery({ page: 1 }), compute)).toEqual({ items: [{ id: 'answer 3' }] });
  });

  it('shares nothing where this process cannot know when the read models change (an API replica)', async () => {
    known = null;
    await answers.of(new ListThingsQuery({ page: 1 }), compute);
    await answers.of(new ListThingsQuery({ page: 1 }), compute);
    expect(computed).toBe(2);
  });

  it('keeps at most SHARED_ANSWERS_MAX answers: a flood of distinct queries evicts the oldest', async () => {
    for (let page = 1; page <= SHARED_ANSWERS_MAX + 1; page++) await answers.of(new ListThingsQuery({ page }), compute);
    await answers.of(new ListThingsQuery({ page: SHARED_ANSWERS_MAX + 1 }), compute);
    expect(computed).toBe(SHARED_ANSWERS_MAX + 1);
    await answers.of(new ListThingsQuery({ page: 1 }), compute);
    expect(computed).toBe(SHARED_ANSWERS_MAX + 2);
  });
});
