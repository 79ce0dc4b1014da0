import { readableKey } from './event-type-words';

describe('readableKey', () => {
  it('turns payload keys and event types into words', () => {
    expect(readableKey('betaKeyId')).toBe('Beta key id');
    expect(readableKey('hasSignedCurrentTos')).toBe('Has signed current tos');
    expect(readableKey('reason')).toBe('Reason');
    expect(readableKey('SomeLaterEvent')).toBe('Some later event');
  });
});
