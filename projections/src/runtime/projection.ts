import type { DomainEventType, EventOfType, RecordedDomainEvent } from '@gp/shared';
import type { Doc, IndexSpec } from '@gp/shared/server';

/**
 * One read model: a pure fold of the events it handles into documents of one collection.
 * The projector runtime owns storage, ordering, idempotency and checkpoints; a projection only
 * says which document an event concerns and what that document becomes.
 *
 * Members are declared as methods (not function properties) on purpose: method parameters are
 * bivariant, so a projection narrowed to its own events and document type still fits in a
 * `Projection[]`. The projector only calls it with the event types listed in `handles`.
 */
export interface Projection<D extends Doc = Doc, E extends RecordedDomainEvent = RecordedDomainEvent> {
  /** Stable name, used in logs. */
  name: string;
  collection: string;
  handles: readonly E['type'][];
  /** The _id of the document this event changes, or null when it changes none. */
  documentId(event: E): string | null;
  /**
   * The document after the event, or null to delete it. `doc` is null when none exists yet, so
   * an event that deletes must also give null for a null `doc` (it may be redelivered after the
   * delete). The returned `_id` is overwritten with `documentId(event)`.
   */
  evolve(doc: D | null, event: E): D | null;
  /** Indexes the queries on this collection need; created when the projector starts. */
  indexes?: readonly IndexSpec[];
  /**
   * 'private' when only the signed-in people it concerns and admins read the collection (a pro's
   * figures, leads, beta keys): its changes leave the copies of signed-out visitors' pages and
   * answers fresh. Public unless said, which at worst makes a copy stale for nothing.
   */
  audience?: 'public' | 'private';
}

/** The event types that can change what a signed-out visitor reads: those some public read model folds. */
export function publicEventTypes(projections: readonly Projection[]): ReadonlySet<string> {
  return new Set(
    projections.filter((projection) => projection.audience !== 'private').flatMap((projection) => projection.handles),
  );
}

/**
 * A document as stored: `_position` is the global position of the last event applied to it,
 * which lets the projector skip events it has already applied after a redelivery.
 */
export type Projected<D extends Doc> = D & { _position: number };

/** Infers the handled event types from `handles`, so `evolve` gets the narrowed event union. */
export function defineProjection<D extends Doc, const T extends DomainEventType>(
  projection: Projection<D, RecordedDomainEvent<EventOfType<T>>> & { handles: readonly T[] },
): Projection<D, RecordedDomainEvent<EventOfType<T>>> {
  return projection;
}
