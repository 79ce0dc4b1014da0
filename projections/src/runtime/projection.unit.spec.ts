import { allProjections } from '../index';
import { publicEventTypes, type Projection } from './projection';

const projection = (name: string, handles: string[], audience?: 'public' | 'private') =>
  ({ name, collection: name, handles, audience, documentId: () => null, evolve: () => null }) as unknown as Projection;

describe('publicEventTypes: the events that can change what a signed-out visitor reads', () => {
  it('holds what any public read model folds, also when a private one folds it too, and nothing only private ones do', () => {
    const types = publicEventTypes([
      projection('listing', ['A', 'B']),
      projection('figures', ['B', 'C'], 'private'),
      projection('page', ['D'], 'public'),
    ]);
    expect([...types].sort()).toEqual(['A', 'B', 'D']);
  });

  it("leaves out a tap, a request read and beta keys, which only a pro's figures, leads and the admin's keys fold", () => {
    const types = publicEventTypes(allProjections);
    for (const type of ['ContactRequested', 'LeadRead', 'BetaKeyIssued', 'BetaKeyConsumed'])
      expect([type, types.has(type)]).toEqual([type, false]);
    for (const type of ['UserRegistered', 'DisplayNameChanged', 'PhotoApproved'])
      expect([type, types.has(type)]).toEqual([type, true]);
  });

  it("holds a request and its answers: they move the response signal on the pro's profile and card", () => {
    const types = publicEventTypes(allProjections);
    for (const type of ['LeadSent', 'LeadAnswered', 'LeadUnanswered', 'LeadContacted'])
      expect([type, types.has(type)]).toEqual([type, true]);
  });
});
