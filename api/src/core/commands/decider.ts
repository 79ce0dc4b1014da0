import type { DomainEvent } from '@gp/shared';

/**
 * The pure write-side model of one aggregate: `decide` turns a command and the current state into
 * new events (or throws a DomainError); `evolve` folds one event into the state.
 */
export interface Decider<Command, State, Event extends DomainEvent = DomainEvent> {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
