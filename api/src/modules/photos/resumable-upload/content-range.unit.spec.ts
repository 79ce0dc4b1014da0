import { parseContentRange } from './content-range';

describe('parseContentRange', () => {
  it('reads bytes start-end/total', () => {
    expect(parseContentRange('bytes 0-262143/1048576')).toEqual({ start: 0, end: 262143, total: 1048576 });
    expect(parseContentRange('bytes 1048575-1048575/1048576')).toEqual({
      start: 1048575,
      end: 1048575,
      total: 1048576,
    });
  });

  it.each([
    undefined,
    '',
    'bytes */1000',
    'bytes 0-99/*',
    'items 0-9/10',
    'bytes 10-9/100',
    'bytes 0-100/100',
    'bytes -1-5/10',
    'bytes 0-9/10 extra',
  ])('refuses %p', (header) => expect(parseContentRange(header)).toBeNull());
});
