import { isSupportOpen, nextSupportOpening, whatsAppLink, type SupportOpening } from './support-hours';

describe('isSupportOpen (Monday to Friday, 9:00 AM to 5:00 PM Costa Rica time)', () => {
  it.each([
    ['2031-03-03T15:00:00Z', true, 'Monday 9:00 AM in Costa Rica'],
    ['2031-03-03T14:59:59Z', false, 'Monday 8:59 AM'],
    ['2031-03-07T22:59:59Z', true, 'Friday 4:59 PM'],
    ['2031-03-07T23:00:00Z', false, 'Friday 5:00 PM'],
    ['2031-03-08T18:00:00Z', false, 'Saturday noon'],
    ['2031-03-09T18:00:00Z', false, 'Sunday noon'],
    // 2 AM UTC on Tuesday is still Monday evening in Costa Rica.
    ['2031-03-04T02:00:00Z', false, 'Monday 8:00 PM'],
  ])('%s is %s (%s)', (instant, open) => {
    expect(isSupportOpen(new Date(instant))).toBe(open);
  });
});

describe('nextSupportOpening (from a closed moment, in Costa Rica time)', () => {
  it.each<[string, SupportOpening, string]>([
    ['2031-03-03T14:00:00Z', { day: 'today' }, 'Monday 8:00 AM'],
    ['2031-03-03T23:30:00Z', { day: 'tomorrow' }, 'Monday 5:30 PM'],
    // 2 AM UTC on Tuesday is still Monday evening in Costa Rica: tomorrow is Tuesday.
    ['2031-03-04T02:00:00Z', { day: 'tomorrow' }, 'Monday 8:00 PM'],
    ['2031-03-07T23:00:00Z', { day: 'weekday', weekday: 1 }, 'Friday 5:00 PM'],
    ['2031-03-08T18:00:00Z', { day: 'weekday', weekday: 1 }, 'Saturday noon'],
    ['2031-03-09T18:00:00Z', { day: 'tomorrow' }, 'Sunday noon'],
  ])('%s opens %j (%s)', (instant, opening, _moment) => {
    expect(nextSupportOpening(new Date(instant))).toEqual(opening);
  });
});

describe('whatsAppLink', () => {
  it('uses the digits of the number and carries the first message', () => {
    expect(whatsAppLink('+50687654321', 'Hola, ¿tienen soporte?')).toBe(
      'https://wa.me/50687654321?text=Hola%2C%20%C2%BFtienen%20soporte%3F',
    );
  });
});
