import type { DomainEvent } from '@gp/shared';
import type { Decider } from './decider';
import { fold } from './decider';

/**
 * Given/When/Then for deciders: `given(events).when(command).then(events)` or
 * `.thenThrows(code)`. Pure: no store, no Nest.
 */
export function deciderSpec<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: readonly Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string) {
              expect(run).toThrow(expect.objectContaining({ code }));
            },
          };
        },
      };
    },
  };
}
