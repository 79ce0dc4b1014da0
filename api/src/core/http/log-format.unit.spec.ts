import { humanLine, isStartUpChatter, logFormat } from './log-format';

describe('log format', () => {
  it('is human only in a terminal outside production', () => {
    expect(logFormat({}, { isTTY: true })).toBe('human');
    expect(logFormat({ NODE_ENV: 'production' }, { isTTY: true })).toBe('json');
    expect(logFormat({}, { isTTY: false })).toBe('json');
    expect(logFormat({}, {})).toBe('json');
  });

  it('turns a pino line into one short line, naming the level when it is not info', () => {
    const time = new Date(2026, 10, 25, 8, 9, 10).getTime();
    expect(
      humanLine(JSON.stringify({ level: 30, time, msg: 'GET /api/v1/pros 200 1.2 ms', reqId: 'x', service: 'api' })),
    ).toBe('08:09:10 GET /api/v1/pros 200 1.2 ms\n');
    expect(humanLine(JSON.stringify({ level: 50, time, msg: 'boom', err: { stack: 'Error: boom\n    at x' } }))).toBe(
      '08:09:10 error boom\nError: boom\n    at x\n',
    );
  });

  it("leaves out Nest's route mapping in a terminal, not other contexts", () => {
    expect(isStartUpChatter('RouterExplorer')).toBe(true);
    expect(isStartUpChatter('UserAccessCache')).toBe(false);
    expect(isStartUpChatter(undefined)).toBe(false);
  });
});
