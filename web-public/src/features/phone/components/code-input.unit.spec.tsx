import '@gp/web-common/testing/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AppProvider } from '@gp/web-common/app/provider';
import { emptyCode, type CodeDigits } from '../code-digits';
import { CodeInput } from './code-input';

/** The input as a page uses it: the page keeps the digits; completed codes are recorded. */
function renderCodeInput() {
  const completed: string[] = [];
  function Page() {
    const [digits, setDigits] = useState<CodeDigits>(emptyCode());
    return (
      <CodeInput
        digits={digits}
        onChange={setDigits}
        onComplete={(code) => completed.push(code)}
        label="6-digit code"
        digitLabel={(position) => `Digit ${position} of 6`}
      />
    );
  }
  render(
    <AppProvider env="test">
      <Page />
    </AppProvider>,
  );
  const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` }) as HTMLInputElement;
  const values = () => [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join(',');
  const type = (position: number, value: string) => fireEvent.change(box(position), { target: { value } });
  const paste = (position: number, text: string) =>
    fireEvent.paste(box(position), { clipboardData: { getData: () => text } });
  return { box, values, type, paste, completed };
}

describe('CodeInput', () => {
  it('is a named group of six numeric boxes; only the first is offered the SMS code', () => {
    const { box } = renderCodeInput();
    const group = screen.getByRole('group', { name: '6-digit code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    for (const position of [2, 3, 4, 5, 6]) expect(box(position).getAttribute('autocomplete')).toBe('off');
    for (const position of [1, 2, 3, 4, 5, 6]) expect(box(position).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves to the next box as each digit is typed, and hands over the code once complete', () => {
    const { box, values, type, completed } = renderCodeInput();
    box(1).focus();
    [...'40213'].forEach((digit, index) => {
      type(index + 1, digit);
      expect(document.activeElement).toBe(box(index + 2));
    });
    expect(completed).toEqual([]);
    type(6, '9');
    expect(values()).toBe('4,0,2,1,3,9');
    expect(completed).toEqual(['402139']);
  });

  it('ignores letters and replaces the digit of a box typed into again', () => {
    const { values, type } = renderCodeInput();
    type(1, 'a');
    expect(values()).toBe(',,,,,');
    type(1, '1');
    type(1, '17');
    expect(values()).toBe('7,,,,,');
  });

  it('fills all six boxes from a pasted code, wherever it is pasted', () => {
    const { box, values, paste, completed } = renderCodeInput();
    paste(4, ' 123-456 ');
    expect(values()).toBe('1,2,3,4,5,6');
    expect(document.activeElement).toBe(box(6));
    expect(completed).toEqual(['123456']);
  });

  it('fills from the box pasted into when the text is shorter than a code', () => {
    const { box, values, paste } = renderCodeInput();
    paste(2, '78');
    expect(values()).toBe(',7,8,,,');
    expect(document.activeElement).toBe(box(4));
  });

  it('takes a whole code that SMS autofill puts into the first box', () => {
    const { values, type, completed } = renderCodeInput();
    type(1, '654321');
    expect(values()).toBe('6,5,4,3,2,1');
    expect(completed).toEqual(['654321']);
  });

  it('goes back with Backspace from an empty box, clearing the digit before it', () => {
    const { box, values, type } = renderCodeInput();
    type(1, '1');
    type(2, '2');
    type(3, '3');
    // Backspace in a filled box deletes its digit (the browser's own edit) and stays there.
    type(3, '');
    expect(values()).toBe('1,2,,,,');
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('1,,,,,');
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(values()).toBe(',,,,,');
    expect(document.activeElement).toBe(box(1));
  });

  it('moves between boxes with the arrow keys', () => {
    const { box } = renderCodeInput();
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    fireEvent.keyDown(box(3), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(4));
  });
});
