import { dataEntries, readableValue } from './event-data';

const words = { yes: 'Yes', no: 'No', none: '—' };

describe('event data as a readable list', () => {
  it('shows booleans, missing values and lists as words', () => {
    expect(readableValue(true, 'en', words)).toBe('Yes');
    expect(readableValue(null, 'en', words)).toBe('—');
    expect(readableValue(['en', 'es'], 'en', words)).toBe('en, es');
    expect(readableValue([], 'en', words)).toBe('—');
  });

  it('shows instants in Costa Rica time, in the page language', () => {
    expect(readableValue('2025-03-04T18:30:00.000Z', 'en', words)).toBe('Mar 4, 2025, 12:30 PM');
    expect(readableValue('2025-03-04T18:30:00.000Z', 'es', words)).toMatch(/^4 mar 2025, 12:30/);
  });

  it('keeps nested objects as compact JSON rather than [object Object]', () => {
    expect(readableValue({ monday: { open: '7:00' } }, 'en', words)).toBe('{"monday":{"open":"7:00"}}');
  });

  it('shows a description per language as one line per language, and an empty one as no value', () => {
    const describedAt = '2025-03-04T18:30:00.000Z';
    expect(dataEntries({ userId: 'u1', description: { en: 'Pools', es: 'Piscinas' }, describedAt })).toEqual([
      { field: 'userId', part: null, value: 'u1' },
      { field: 'description', part: 'en', value: 'Pools' },
      { field: 'description', part: 'es', value: 'Piscinas' },
      { field: 'describedAt', part: null, value: describedAt },
    ]);
    expect(dataEntries({ description: {} })).toEqual([{ field: 'description', part: null, value: null }]);
    expect(dataEntries({ hours: [{ open: '7:00' }], nested: { monday: { open: '7:00' } } })).toEqual([
      { field: 'hours', part: null, value: [{ open: '7:00' }] },
      { field: 'nested', part: null, value: { monday: { open: '7:00' } } },
    ]);
  });
});
