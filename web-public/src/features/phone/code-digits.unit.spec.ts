import { emptyCode, fillDigits, isComplete } from './code-digits';

const code = (text: string) => [...text].map((char) => (char === '_' ? '' : char));

describe('fillDigits', () => {
  it('writes one typed digit into its box and moves on', () => {
    expect(fillDigits(code('12____'), 2, '7')).toEqual({ digits: code('127___'), focus: 3 });
  });

  it('stays on the last box once it is filled', () => {
    expect(fillDigits(code('12345_'), 5, '6')).toEqual({ digits: code('123456'), focus: 5 });
  });

  it('fills every box from the first with a whole code, wherever it lands, ignoring separators', () => {
    expect(fillDigits(emptyCode(), 3, '654 321')).toEqual({ digits: code('654321'), focus: 5 });
    expect(fillDigits(code('9_____'), 4, 'Your code: 123456')).toEqual({ digits: code('123456'), focus: 5 });
  });

  it('fills part of a code from the box it lands in, and no further than the last box', () => {
    expect(fillDigits(emptyCode(), 1, '78')).toEqual({ digits: code('_78___'), focus: 3 });
    expect(fillDigits(emptyCode(), 4, '789')).toEqual({ digits: code('____78'), focus: 5 });
  });

  it('leaves the boxes alone when there is no digit', () => {
    expect(fillDigits(code('1_____'), 1, 'abc')).toEqual({ digits: code('1_____'), focus: 1 });
  });
});

describe('isComplete', () => {
  it('needs every box', () => {
    expect(isComplete(code('123456'))).toBe(true);
    expect(isComplete(code('12_456'))).toBe(false);
  });
});
