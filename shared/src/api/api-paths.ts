/**
 * The API's endpoints in one table: each entry's method and path pattern are exactly what the controller's
 * contract declares. Browser-safe (no Node imports) so the web fetchers can build their URLs from it.
 * Query strings: pass them as the optional `query` argument of `apiPath`; undefined values are left out.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiEndpoint<P extends string = string> {
  readonly method: HttpMethod;
  readonly path: P;
}

const endpoint = <P extends string>(method: HttpMethod, path: P): ApiEndpoint<P> => ({ method, path });

export const API = {
  health: endpoint('GET', '/api/health'),
  approvePhoto: endpoint('POST', '/api/v1/admin/photos/:userId/:photoId/approve'),
  rejectPhoto: endpoint('POST', '/api/v1/admin/photos/:userId/:photoId/reject'),
  setAuditorRole: endpoint('PUT', '/api/v1/admin/users/:userId/auditor'),
  startImpersonation: endpoint('POST', '/api/v1/admin/impersonations'),
  stopImpersonation: endpoint('POST', '/api/v1/auth/impersonation/stop'),
  listAccounts: endpoint('GET', '/api/v1/admin/accounts'),
  deleteAccount: endpoint('DELETE', '/api/v1/admin/users/:userId'),
  listAdminPhotos: endpoint('GET', '/api/v1/admin/photos'),
  accountHistory: endpoint('GET', '/api/v1/audit/users/:userId'),
  reviewHistory: endpoint('GET', '/api/v1/audit/reviews/:reviewId'),
  getSession: endpoint('GET', '/api/v1/session'),
  sessionEvents: endpoint('GET', '/api/v1/session/events'),
  authProviders: endpoint('GET', '/api/v1/auth/providers'),
  signUp: endpoint('POST', '/api/v1/auth/sign-up'),
  anonymousSession: endpoint('POST', '/api/v1/auth/anonymous'),
  googleSignInStart: endpoint('GET', '/api/v1/auth/google/start'),
  googleSignInCallback: endpoint('GET', '/api/v1/auth/google/callback'),
  signIn: endpoint('POST', '/api/v1/auth/sign-in'),
  signOut: endpoint('POST', '/api/v1/auth/sign-out'),
  getContractorCard: endpoint('GET', '/api/v1/contractors/:userId/card'),
  getProfile: endpoint('GET', '/api/v1/profiles/:userId'),
  recordProfileView: endpoint('POST', '/api/v1/profiles/:userId/views'),
  updateProfile: endpoint('PATCH', '/api/v1/account/profile'),
  listAdminReviews: endpoint('GET', '/api/v1/admin/reviews'),
  submitReview: endpoint('POST', '/api/v1/reviews'),
  listProfileReviews: endpoint('GET', '/api/v1/profiles/:userId/reviews'),
  listMyReviews: endpoint('GET', '/api/v1/account/reviews'),
  getReceivedReviewsSummary: endpoint('GET', '/api/v1/account/received-reviews/summary'),
  approveReview: endpoint('POST', '/api/v1/admin/reviews/:reviewId/approve'),
  unapproveReview: endpoint('POST', '/api/v1/admin/reviews/:reviewId/unapprove'),
  replyToReview: endpoint('PUT', '/api/v1/account/reviews/:reviewId/reply'),
  hideReviewReply: endpoint('POST', '/api/v1/admin/reviews/:reviewId/reply/hide'),
  showReviewReply: endpoint('POST', '/api/v1/admin/reviews/:reviewId/reply/show'),
  removeReview: endpoint('POST', '/api/v1/admin/reviews/:reviewId/remove'),
  restoreReview: endpoint('POST', '/api/v1/admin/reviews/:reviewId/restore'),
  editMyReview: endpoint('PUT', '/api/v1/account/reviews/:reviewId'),
  withdrawMyReview: endpoint('DELETE', '/api/v1/account/reviews/:reviewId'),
  changePreferredLanguage: endpoint('PUT', '/api/v1/account/preferred-language'),
  getNotificationPreferences: endpoint('GET', '/api/v1/account/notification-preferences'),
  setNotificationPreferences: endpoint('PUT', '/api/v1/account/notification-preferences'),
  changeAccountRole: endpoint('PUT', '/api/v1/account/role'),
  changeDisplayName: endpoint('PUT', '/api/v1/account/display-name'),
  acceptTerms: endpoint('POST', '/api/v1/account/terms'),
  setBetaAccess: endpoint('PUT', '/api/v1/admin/users/:userId/beta-access'),
  getProStats: endpoint('GET', '/api/v1/account/stats'),
  sendLead: endpoint('POST', '/api/v1/pros/:proId/leads'),
  listNotificationFailures: endpoint('GET', '/api/v1/admin/notification-failures'),
  listUnansweredReports: endpoint('GET', '/api/v1/admin/unanswered-reports'),
  twilioInboundMessage: endpoint('POST', '/api/v1/webhooks/twilio/inbound'),
  twilioDeliveryStatus: endpoint('POST', '/api/v1/webhooks/twilio/status'),
  setContactPreferences: endpoint('PUT', '/api/v1/account/profile/contact-preferences'),
  getContactLinks: endpoint('GET', '/api/v1/pros/:proId/contact'),
  answerLead: endpoint('POST', '/api/v1/account/leads/:leadId/answered'),
  unanswerLead: endpoint('DELETE', '/api/v1/account/leads/:leadId/answered'),
  readLead: endpoint('POST', '/api/v1/account/leads/:leadId/read'),
  contactLead: endpoint('POST', '/api/v1/account/leads/:leadId/contacted'),
  countMyUnreadLeads: endpoint('GET', '/api/v1/account/leads/unread'),
  listMyLeads: endpoint('GET', '/api/v1/account/leads'),
  listAllLeads: endpoint('GET', '/api/v1/admin/leads'),
  listSentRequests: endpoint('GET', '/api/v1/account/sent-requests'),
  withdrawSentRequest: endpoint('DELETE', '/api/v1/account/sent-requests/:leadId'),
  deleteLead: endpoint('DELETE', '/api/v1/account/leads/:leadId'),
  exportMyData: endpoint('GET', '/api/v1/account/data-export'),
  deleteMyAccount: endpoint('DELETE', '/api/v1/account'),
  requestContact: endpoint('POST', '/api/v1/pros/:proId/contact-requests'),
  listBetaKeys: endpoint('GET', '/api/v1/admin/beta-keys'),
  issueBetaKey: endpoint('POST', '/api/v1/admin/beta-keys'),
  revokeBetaKey: endpoint('POST', '/api/v1/admin/beta-keys/:keyId/revoke'),
  listPros: endpoint('GET', '/api/v1/pros'),
  getSiteConfig: endpoint('GET', '/api/v1/site-config'),
  getPhoneChallenge: endpoint('GET', '/api/v1/phone/challenges/:challengeId'),
  resendPhoneChallenge: endpoint('POST', '/api/v1/phone/challenges/:challengeId/resend'),
  verifyPhoneChallenge: endpoint('POST', '/api/v1/phone/challenges/verify'),
  startPhoneChallenge: endpoint('POST', '/api/v1/phone/challenges'),
  removePhoto: endpoint('DELETE', '/api/v1/account/photos/:photoId'),
  choosePhoto: endpoint('PUT', '/api/v1/account/photos/:photoId/use-as'),
  servePhoto: endpoint('GET', '/api/v1/photos/:userId/:photoId/:variant'),
  startUpload: endpoint('POST', '/api/v1/account/uploads'),
  uploadProgress: endpoint('GET', '/api/v1/account/uploads/:uploadId'),
  uploadChunk: endpoint('PUT', '/api/v1/account/uploads/:uploadId'),
  uploadPhoto: endpoint('POST', '/api/v1/account/photos'),
} as const;

/** Any endpoint of the table: a contract's method and path must be one of these. */
export type ApiEndpoints = (typeof API)[keyof typeof API];

/** The `:name` params of a path pattern, as a union of their names (never when it has none). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string };

export type QueryValue = string | number | boolean | undefined;

type ParamsArg<P extends string> = [PathParamNames<P>] extends [never]
  ? [params?: Record<string, never>]
  : [params: PathParams<P>];

/**
 * Fills an endpoint's path pattern: each `:name` becomes its encodeURIComponent'd value (a missing or empty value
 * throws). `query` entries whose value is undefined are left out; the rest are appended in the order given.
 */
export function apiPath<P extends string>(
  endpoint: ApiEndpoint<P>,
  ...[params, query]: [...ParamsArg<P>, query?: Readonly<Record<string, QueryValue>>]
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | undefined>>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`apiPath: missing param "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
