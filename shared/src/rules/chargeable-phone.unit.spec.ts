import { isChargeableNumber } from './chargeable-phone';

describe('isChargeableNumber', () => {
  it.each([
    ['+19005550199', 'a North American premium-rate (900) number'],
    ['+15005550100', 'a North American personal (500) number'],
    ['+448712345678', 'a British premium-rate (0871) number'],
    ['+447012345678', 'a British personal (070) number'],
    ['+445512345678', 'a British universal access (055) number'],
    ['+34901123456', 'a Spanish shared-cost (901) number'],
    ['+5069001234567', 'a Costa Rican premium-rate (900) number'],
  ])('refuses %s, %s', (number) => {
    expect(isChargeableNumber(number)).toBe(true);
  });

  it.each([
    ['+50688887777', 'a Costa Rican mobile'],
    ['+50622223333', 'a Costa Rican landline'],
    ['+13055550123', 'a North American number'],
    ['+447400123456', 'a British mobile'],
    ['+18005550100', 'a toll-free number (free for the caller)'],
    ['not a number', 'what is not a number (the phone rule refuses it first)'],
  ])('accepts %s, %s', (number) => {
    expect(isChargeableNumber(number)).toBe(false);
  });
});
