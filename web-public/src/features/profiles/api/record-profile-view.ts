import { API, apiPath } from '@gp/shared';

export const profileViewKey = (userId: string) => apiPath(API.recordProfileView, { userId });

/**
 * POST /api/v1/profiles/:userId/views: the page reports its visit for the pro's figures (the server
 * counts it for a public profile, not for its pro or an admin). Sent and forgotten: nothing on the
 * page depends on the answer, so it is not parsed (and no schema loads for it), and a failure costs
 * the visitor nothing. Its bytes are still read: Chromium holds a request whose body nobody reads
 * open, and the page never goes network-idle. `keepalive` lets it finish when the visitor leaves at once.
 */
export function recordProfileView(url: string): void {
  void fetch(url, { method: 'POST', credentials: 'include', keepalive: true })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
