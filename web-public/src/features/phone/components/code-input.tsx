import { Input } from '@mantine/core';
import { assignRef } from '@mantine/hooks';
import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { digitsOf, fillDigits, isComplete, type CodeDigits } from '../code-digits';

interface CodeInputProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  /** A change filled the last empty box: the whole code, ready to check. */
  onComplete: (code: string) => void;
  /** The group's name, e.g. "6-digit code". */
  label: string;
  /** Each box's name, from its 1-based position. */
  digitLabel: (position: number) => string;
  invalid?: boolean;
  /** Id of the text (an error) that describes the boxes. */
  describedBy?: string;
  autoFocus?: boolean;
  /** The first box, for moving focus back to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One box per digit. Typing moves to the next box, Backspace in an empty box goes back and clears
 * that one, a pasted code fills the boxes, and the first box takes the code of an SMS that the
 * phone offers (autocomplete="one-time-code"), wherever in it the code lands.
 */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  label,
  digitLabel,
  invalid,
  describedBy,
  autoFocus,
  ref,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const commit = (next: CodeDigits, focus: number) => {
    onChange(next);
    boxes.current[focus]?.focus();
    if (isComplete(next) && next.join('') !== digits.join('')) onComplete(next.join(''));
  };

  const change = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const entered = digitsOf(event.currentTarget.value);
    if (entered === '') return commit(digits.with(index, ''), index);
    // A digit typed into a box that still shows one (its text was not selected) replaces it.
    const typed = entered.length === 2 && digits[index] ? entered.replace(digits[index], '') : entered;
    const { digits: next, focus } = fillDigits(digits, index, typed);
    commit(next, focus);
  };

  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (digitsOf(text) === '') return;
    const { digits: next, focus } = fillDigits(digits, index, text);
    commit(next, focus);
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      commit(digits.with(index - 1, ''), index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const setBox = (index: number) => (node: HTMLInputElement | null) => {
    boxes.current[index] = node;
    if (index === 0) assignRef(ref, node);
  };

  return (
    <fieldset className="code-input">
      <legend>{label}</legend>
      <div className="code-input-boxes" dir="ltr">
        {digits.map((digit, index) => (
          <Input
            // The boxes never move, so their position is their identity.
            key={index}
            ref={setBox(index)}
            classNames={{ input: 'code-input-box' }}
            size="lg"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // Only the first box is offered the code, or the browser would fill all six with it.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            error={invalid}
            autoFocus={autoFocus && index === 0}
            value={digit}
            onChange={change(index)}
            onPaste={paste(index)}
            onKeyDown={keyDown(index)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
