import { API, apiPath, type AccessChangedEvent } from '@gp/shared';
import { answerSchema } from '../lib/answer-schema';

export const sessionEventsUrl = apiPath(API.sessionEvents);

/** The data of an `access` Server-Sent Event, or null when it is not one. */
export async function parseAccessEvent(data: string): Promise<AccessChangedEvent | null> {
  const accessChangedEventSchema = await answerSchema('accessChangedEventSchema');
  try {
    const parsed = accessChangedEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/v1/session/events: the server sends the signed-in user's access on connect and again on
 * every change, or one `signed-out` event when the session is gone (the stream is then closed for
 * good). Returns the function that closes the stream.
 */
export function watchAccess(
  onAccess: (access: AccessChangedEvent) => void,
  url: string = sessionEventsUrl,
): () => void {
  const source = new EventSource(url);
  source.addEventListener('signed-out', () => source.close());
  source.addEventListener('access', (event: MessageEvent<string>) => {
    void parseAccessEvent(event.data).then((access) => {
      if (access) onAccess(access);
    });
  });
  return () => source.close();
}
