import { DomainError } from './domain-error';

describe('DomainError', () => {
  it('records no call frames: a refusal is an answer, and a flood of them should not pay for stack traces', () => {
    const error = new DomainError('PROFILE.NOT_FOUND');
    expect(error.stack).toBe('DomainError: PROFILE.NOT_FOUND');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('PROFILE.NOT_FOUND');
  });

  it('leaves the stack trace limit of every other error as it was', () => {
    const limit = Error.stackTraceLimit;
    new DomainError('PROFILE.NOT_FOUND');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
