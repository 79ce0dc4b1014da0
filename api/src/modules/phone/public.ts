/** What other modules may use from the phone module: the test client that drives a phone verification. */
export { phoneClient } from './testing/phone-client';
