import type { CheckpointStore, Projector, ReactorRunner } from '@gp/projections';

/** How far the read models (and the reactions they show) have caught up with the log, for X-Min-Position reads. */
export interface ProjectionProgress {
  /**
   * True once every read model includes the event at `position` and what every reactor did in
   * answer to it (e.g. the reviews linked on AnonymousUserLinked); false when `timeoutMs` passed first.
   */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
  position(): Promise<number>;
  /**
   * Where the read models a signed-out visitor reads last changed, when this process knows it
   * without a read; null otherwise. Copies of public pages and answers are fresh until it moves.
   */
  knownPublicChange(): number | null;
  /**
   * Where any read model last changed, when this process knows it without a read; null otherwise.
   * Copies of the answers that are the same for every caller allowed to ask are fresh until it moves.
   */
  knownChange(): number | null;
}

export const PROJECTION_PROGRESS = Symbol('ProjectionProgress');

/** In the process that runs the projector and the reactors: event-driven, no polling. */
export function localProgress(
  projector: Projector,
  reactors: ReactorRunner,
  publicTypes: ReadonlySet<string>,
): ProjectionProgress {
  // A tap on a contact button or a lead changes only private read models: public copies stay fresh.
  // Followed from the first copy on: no page is served during the replay at start, where a listener
  // would have the projector keep every replayed event until all projections have it.
  let known: { change: number; publicChange: number } | undefined;
  const followChanges = () => {
    const position = projector.position();
    const followed = { change: position, publicChange: position };
    projector.onApplied((event) => {
      followed.change = event.position;
      if (publicTypes.has(event.type)) followed.publicChange = event.position;
    });
    known = followed;
    return followed;
  };
  return {
    async waitFor(position, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      if (!(await reactors.waitForPosition(position, timeoutMs))) return false;
      // The reactions to `position` appended events of their own: the read models must show them too.
      return projector.waitForPosition(
        Math.max(position, reactors.causedPosition()),
        Math.max(0, deadline - Date.now()),
      );
    },
    position: async () => projector.position(),
    knownPublicChange: () => (known ?? followChanges()).publicChange,
    knownChange: () => (known ?? followChanges()).change,
  };
}

const POLL_INTERVAL_MS = 20;

/** The checkpoints one group of followers keeps in its store. */
export interface CheckpointGroup {
  store: CheckpointStore;
  ids: readonly string[];
}

/** In an API replica without a projector: watch the shared checkpoints. */
export function checkpointProgress(projections: CheckpointGroup, reactors: CheckpointGroup): ProjectionProgress {
  const load = ({ store, ids }: CheckpointGroup) => Promise.all(ids.map((id) => store.load(id)));
  const read = async () => {
    const [projected, reacted] = await Promise.all([load(projections), load(reactors)]);
    return {
      projections: Math.min(...projected.map((checkpoint) => checkpoint?.position ?? 0)),
      reactors: Math.min(Number.MAX_SAFE_INTEGER, ...reacted.map((checkpoint) => checkpoint?.position ?? 0)),
      caused: Math.max(0, ...reacted.map((checkpoint) => checkpoint?.causedPosition ?? 0)),
    };
  };
  return {
    position: async () => (await read()).projections,
    // The checkpoints live in the shared store: knowing them takes a read.
    knownPublicChange: () => null,
    knownChange: () => null,
    async waitFor(target, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const progress = await read();
        if (progress.reactors >= target && progress.projections >= Math.max(target, progress.caused)) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },
  };
}
