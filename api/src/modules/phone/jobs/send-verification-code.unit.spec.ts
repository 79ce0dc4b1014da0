import { sendCodeJobId } from './send-verification-code';

describe('verification text message job', () => {
  it('gives the first send the challenge id as job id, and each resend its own', () => {
    expect(sendCodeJobId({ challengeId: 'c1', sendNumber: 1 })).toBe('c1');
    expect(sendCodeJobId({ challengeId: 'c1', sendNumber: 2 })).toBe('c1:2');
  });
});
