/** The sign-in page's query flag that shows the phone steps instead of email and password. */
const METHOD_PARAM = 'method';
const PHONE = 'phone';

export const isPhoneSignIn = (search: URLSearchParams) => search.get(METHOD_PARAM) === PHONE;

/**
 * The sign-in page's query with the phone steps on or off. The rest of the query (nextRoute,
 * betakey, …) stays, so either way of signing in ends where the link meant to go.
 */
export function signInSearch(search: URLSearchParams, withPhone: boolean): string {
  const next = new URLSearchParams(search);
  if (withPhone) next.set(METHOD_PARAM, PHONE);
  else next.delete(METHOD_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '';
}
