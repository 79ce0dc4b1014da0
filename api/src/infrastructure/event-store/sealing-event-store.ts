import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DomainEventType } from '@gp/shared';
import {
  PERSONAL_FIELDS,
  type PersonalFields,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type KeyStore,
  type ReadAllOptions,
  type StoredEvent,
  type Subscription,
} from '@gp/shared/server';
import { EventStoreStep } from './event-store-step';

/** A personal field as the log keeps it. An object, so no string a person types can pass for one. */
export interface SealedValue {
  $sealed: string;
}

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Fields = PersonalFields<DomainEventType> & { erased: Record<string, unknown> };
const fieldsOf = (type: string) => PERSONAL_FIELDS[type as DomainEventType] as Fields | undefined;

export const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && typeof (value as Partial<SealedValue>).$sealed === 'string';

/**
 * Binds a sealed value to its place: a value copied into another person's event or another field
 * fails to open rather than reading as theirs.
 */
const placeOf = (subject: string, type: string, field: string) => Buffer.from(`${subject}\n${type}\n${field}`);

function seal(key: Buffer, place: Buffer, value: unknown): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(place);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { $sealed: `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}` };
}

function open(key: Buffer, place: Buffer, { $sealed }: SealedValue): unknown {
  const [format, payload = ''] = $sealed.split('.');
  if (format !== FORMAT) throw new Error(`Unknown sealed-value format ${format}`);
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(place);
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'),
  ) as unknown;
}

/** The declared personal fields of an event that are still in plain text (written before sealing). */
export function plainPersonalFields(type: string, data: unknown): string[] {
  const fields = fieldsOf(type);
  if (!fields) return [];
  const record = data as Record<string, unknown>;
  return Object.keys(fields.erased).filter(
    (field) => field in record && record[field] !== null && !isSealed(record[field]),
  );
}

/**
 * The event's data with its plain personal fields sealed under its subject's key (made on first
 * use), or erased when that key was destroyed; the same object when it has none.
 */
export async function sealPersonalFields(keys: KeyStore, type: string, data: unknown): Promise<unknown> {
  const plain = plainPersonalFields(type, data);
  if (plain.length === 0) return data;
  const fields = fieldsOf(type)!;
  const record = data as Record<string, unknown>;
  const subject = fields.subject(record as never);
  const subjectKey = await keys.obtain(subject);
  const sealedData = { ...record };
  for (const field of plain) {
    sealedData[field] =
      subjectKey.state === 'live'
        ? seal(subjectKey.key, placeOf(subject, type, field), record[field])
        : fields.erased[field];
  }
  return sealedData;
}

/**
 * The log's personal-data boundary (crypto-shredding, docs/personal-data.md), beneath the upcast
 * step: an appended event's personal fields (events/personal-data.ts) are sealed with their
 * subject's key from the KeyStore, and every reader gets them opened. Once a subject's key is
 * destroyed, its fields read as their erased values and the event says when
 * (`metadata.personalDataErasedAt`); a field appended for a destroyed subject is written erased.
 * A field written before sealing existed (plain) reads as it is until the migration seals it.
 */
export class SealingEventStore extends EventStoreStep {
  constructor(
    inner: EventStore,
    private readonly keys: KeyStore,
  ) {
    super(inner);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((event) => this.sealed(event)));
    return this.inner.appendToStream(streamId, sealed, options);
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return Promise.all((await this.inner.readStream(streamId)).map((event) => this.opened(event)));
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent> {
    for await (const event of this.inner.readAll(options)) yield await this.opened(event);
  }

  subscribeToAll(
    options: { after?: number; onError?: (error: unknown) => void },
    handler: (event: StoredEvent) => Promise<void>,
  ): Subscription {
    return this.inner.subscribeToAll(options, async (event) => handler(await this.opened(event)));
  }

  private async sealed<E extends EventToAppend>(event: E): Promise<E> {
    const data = await sealPersonalFields(this.keys, event.type, event.data);
    return data === event.data ? event : { ...event, data };
  }

  private async opened(event: StoredEvent): Promise<StoredEvent> {
    const fields = fieldsOf(event.type);
    if (!fields) return event;
    const data = event.data as Record<string, unknown>;
    const sealedFields = Object.keys(fields.erased).filter((field) => isSealed(data[field]));
    if (sealedFields.length === 0) return event;
    const subject = fields.subject(data as never);
    const subjectKey = await this.keys.find(subject);
    const openedData = { ...data };
    for (const field of sealedFields) {
      openedData[field] =
        subjectKey?.state === 'live'
          ? open(subjectKey.key, placeOf(subject, event.type, field), data[field] as SealedValue)
          : fields.erased[field];
    }
    if (subjectKey?.state === 'live') return { ...event, data: openedData };
    // No key at all is a key lost with its store: the data is as gone as a destroyed one's.
    const erasedAt = subjectKey?.destroyedAt ?? event.recordedAt;
    return { ...event, data: openedData, metadata: { ...event.metadata, personalDataErasedAt: erasedAt } };
  }
}
