import { sendCodeJobId, verificationSms } from './send-verification-code';

describe('verification text message', () => {
  it("is in the user's language and ends with the origin-bound code line", () => {
    expect(verificationSms('123456', 'en', 'https://guanacastepros.com')).toBe(
      'Your Guanacaste Pros code is 123456\n\n@guanacastepros.com #123456',
    );
    expect(verificationSms('012345', 'es', 'https://guanacastepros.com')).toBe(
      'Tu código de Guanacaste Pros es 012345\n\n@guanacastepros.com #012345',
    );
  });

  it('names the host without port or path, as the one-time-code format requires', () => {
    expect(verificationSms('123456', 'en', 'http://localhost:3000').split('\n').at(-1)).toBe('@localhost #123456');
  });

  it('gives the first send the challenge id as job id, and each resend its own', () => {
    expect(sendCodeJobId({ challengeId: 'c1', sendNumber: 1 })).toBe('c1');
    expect(sendCodeJobId({ challengeId: 'c1', sendNumber: 2 })).toBe('c1:2');
  });
});
