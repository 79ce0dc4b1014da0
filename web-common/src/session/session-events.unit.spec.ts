import { parseAccessEvent } from './session-events';

describe('parseAccessEvent', () => {
  it('reads the access of an `access` event', async () => {
    await expect(
      parseAccessEvent('{"hasBetaAccess":true,"hasSignedCurrentTos":false,"isAdmin":false}'),
    ).resolves.toEqual({
      hasBetaAccess: true,
      hasSignedCurrentTos: false,
      isAdmin: false,
    });
  });

  it.each(['', 'not json', '{"hasBetaAccess":"yes"}', '{}'])('ignores %j', async (data) => {
    await expect(parseAccessEvent(data)).resolves.toBeNull();
  });
});
