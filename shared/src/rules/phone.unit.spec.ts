import { sendLeadRequestSchema } from '../schemas/contact.schema';
import { formatPhoneNumber, isPhoneNumberEmpty, normalisePhoneNumber } from './phone';
import { INVALID_PHONE_NUMBER, PHONE_NUMBER_REQUIRED } from '../errors/validation-texts';

describe('normalisePhoneNumber (spec §5)', () => {
  it.each([
    ['88887777', '+50688887777'],
    ['8888-7777', '+50688887777'],
    ['8888 7777', '+50688887777'],
    ['(506) 8888 7777', '+50688887777'],
    ['+506 8888-7777', '+50688887777'],
    ['+506 (8888) 7777', '+50688887777'],
    ['2222-3333', '+50622223333'],
    ['3055550123', '+13055550123'],
    ['305 555 0123', '+13055550123'],
    ['(305) 555-0123', '+13055550123'],
    ['+1 305 555 0123', '+13055550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 7911 123456', '+447911123456'],
    ['00506 8888 7777', '+50688887777'],
  ])('%j is %s', (input, e164) => {
    expect(normalisePhoneNumber(input)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'spaces only'],
    ['12345', 'too short'],
    ['abc', 'letters'],
    ['8888-7777a', 'a letter mixed in'],
    ['88a87777', 'a letter inside'],
    ['+506 8888 777', 'one digit short for Costa Rica'],
    ['+506 1234 5678', 'not a Costa Rican number'],
    ['123 456 7890', 'no North American area code starts with 1'],
    ['+1 305 555 012', 'too short for +1'],
    ['888877771', '9 digits with no country'],
    ['+506 8888 7777 ext 12', 'an extension'],
    ['++50688887777', 'two plus signs'],
    ['8888.7777', 'dots are not separators in the spec'],
  ])('%j is invalid (%s)', (input) => {
    expect(normalisePhoneNumber(input)).toBeNull();
  });
});

describe('formatPhoneNumber: a stored number as people write it', () => {
  it.each([
    ['+50688881234', '+506 8888 1234'],
    ['+50622223333', '+506 2222 3333'],
    ['+50690000000', '+506 9000 0000'],
    ['+13055550123', '+1 305 555 0123'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+447911123456', '+44 7911 123456'],
  ])('%s is shown as %s', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });

  it('reads back as the stored number', () => {
    for (const stored of ['+50688881234', '+13055550123', '+442079460958']) {
      expect(normalisePhoneNumber(formatPhoneNumber(stored))).toBe(stored);
    }
  });

  it.each([
    ['+999123456', 'no such country code'],
    ['', 'empty'],
    ['</script>', 'not a number at all'],
  ])('%j is shown as stored, never a digit lost (%s)', (stored) => {
    expect(formatPhoneNumber(stored)).toBe(stored);
  });

  it('shows a number too short for its country as its code and the rest, every digit kept', () => {
    expect(formatPhoneNumber('+5068888123')).toBe('+506 8888123');
  });
});

describe('an empty phone number says it is missing, not invalid', () => {
  it.each(['', '   ', ' ( ) - '])('%j is empty', (input) => expect(isPhoneNumberEmpty(input)).toBe(true));
  it.each(['1', '+', '8888 7777', 'call me'])('%j is not', (input) => expect(isPhoneNumberEmpty(input)).toBe(false));

  it("is the lead form's own message; a wrong number keeps spec §5's", () => {
    const issue = (phoneNumber: string) =>
      sendLeadRequestSchema.safeParse({ name: 'Ana', phoneNumber, message: 'Hola', lang: 'es' }).error?.issues[0]
        ?.message;
    expect(issue(' ')).toBe(PHONE_NUMBER_REQUIRED);
    expect(PHONE_NUMBER_REQUIRED).toBe('Enter your phone number.');
    expect(issue('12')).toBe(INVALID_PHONE_NUMBER);
    expect(issue('8888 7777')).toBeUndefined();
  });
});
