import { Inject, Injectable } from '@nestjs/common';
import { streamIds, type AdminAuditEvent } from '@gp/shared';
import { EVENT_STORE, type EventStore } from '@gp/shared/server';
import type { CommandContext } from '../../../core/http/command-context';
import { deterministicUuid } from '../../../core/ids/ids';

/**
 * The `audit-admin` stream records admin actions that belong to no aggregate. Nothing is decided
 * from it, so it is appended without reading it (expected revision `any`): it only grows.
 */
@Injectable()
export class AdminAuditLog {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async record(event: AdminAuditEvent, context: CommandContext): Promise<number> {
    const { position } = await this.eventStore.appendToStream(
      streamIds.adminAudit(),
      [
        {
          id: deterministicUuid(context.commandId, event.type),
          type: event.type,
          data: event.data,
          metadata: { ...context.metadata, causationId: context.commandId },
        },
      ],
      { expectedRevision: 'any' },
    );
    return position;
  }
}
