import { Controller, Inject, type MessageEvent, Req, Sse } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { accessChangedEventSchema, CURRENT_TERMS_VERSION, type AccessChangedEvent } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { accountsProjection, type AccountDocument } from '@gp/projections';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';

export const sessionEventsContract = defineContract({
  method: 'GET',
  path: '/api/v1/session/events',
  summary: 'Server-Sent Events: an `access` event now and whenever the signed-in user\'s access changes (the waitlist page forwards on it)',
  access: 'signed-in',
  response: accessChangedEventSchema,
  errors: ['AUTH.REQUIRED'],
});

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Fed by the accounts read model's change feed: in production a MongoDB change stream, so a grant
 * projected by the projections process reaches the API replica holding the open page.
 */
@Controller()
export class SessionEventsController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Sse(sessionEventsContract.path)
  @RequireAccess('signed-in')
  events(@Req() request: FastifyRequest): Observable<MessageEvent> {
    const userId = request.actor!.userId;
    const accounts = this.readStore.collection<AccountDocument>(accountsProjection.collection);
    return new Observable<MessageEvent>((subscriber) => {
      let last = '';
      const publish = async () => {
        const account = await accounts.findOne({ _id: userId });
        if (!account) return;
        const access: AccessChangedEvent = {
          hasBetaAccess: account.hasBetaAccess,
          hasSignedCurrentTos: account.acceptedTermsVersion === CURRENT_TERMS_VERSION,
          isAdmin: account.isAdmin,
        };
        const serialized = JSON.stringify(access);
        if (serialized === last) return;
        last = serialized;
        subscriber.next({ type: 'access', data: access });
      };
      const unwatch = this.readStore.watch(accountsProjection.collection, (id) => {
        if (id === userId) publish().catch((error: unknown) => subscriber.error(error));
      });
      publish().catch((error: unknown) => subscriber.error(error));
      const heartbeat = setInterval(() => subscriber.next({ type: 'heartbeat', data: '' }), HEARTBEAT_MS);
      return () => {
        unwatch();
        clearInterval(heartbeat);
      };
    });
  }
}
