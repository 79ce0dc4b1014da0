/** What other modules (and the demo seed) may use from the phone module: attaching a number, and the test client that drives a verification. */
export { phoneClient } from './testing/phone-client';
export { AttachPhoneNumberCommand } from './attach-phone-number/attach-phone-number.command';
