import { parseAccessEvent } from './session-events';

describe('parseAccessEvent', () => {
  it('reads the access of an `access` event', () => {
    expect(parseAccessEvent('{"hasBetaAccess":true,"hasSignedCurrentTos":false,"isAdmin":false}')).toEqual({
      hasBetaAccess: true,
      hasSignedCurrentTos: false,
      isAdmin: false,
    });
  });

  it.each(['', 'not json', '{"hasBetaAccess":"yes"}', '{}'])('ignores %j', (data) => {
    expect(parseAccessEvent(data)).toBeNull();
  });
});
