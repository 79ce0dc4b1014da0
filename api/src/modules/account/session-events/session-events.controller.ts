import { Controller, Inject, type MessageEvent, Req, Sse } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable, of } from 'rxjs';
import { API, accessChangedEventSchema, CURRENT_TERMS_VERSION, type AccessChangedEvent } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { accountsProjection, type AccountDocument } from '@gp/projections';
import { defineContract } from '../../../core/http/api-contract';

export const sessionEventsContract = defineContract({
  ...API.sessionEvents,
  summary:
    "Server-Sent Events: an `access` event now and whenever the signed-in user's access changes (the waitlist page forwards on it); without a signed-in session one `signed-out` event, then the stream ends",
  access: 'public',
  response: accessChangedEventSchema,
  errors: [],
});

/**
 * A stream opened without a signed-in session (signed out in another tab, a session replaced at
 * sign-up) is answered, not refused: an error status is a console error in every open page, and
 * EventSource would give up silently anyway. The long retry keeps a page that ignores the event
 * from reconnecting in a loop.
 */
const SIGNED_OUT_RETRY_MS = 24 * 60 * 60 * 1000;

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
  events(@Req() request: FastifyRequest): Observable<MessageEvent> {
    if (!request.actor || request.actor.isAnonymous)
      return of({ type: 'signed-out', data: '', retry: SIGNED_OUT_RETRY_MS });
    const userId = request.actor.userId;
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
