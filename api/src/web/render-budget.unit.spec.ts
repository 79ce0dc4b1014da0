import { RenderBudget } from './server-render';

describe('RenderBudget', () => {
  it('renders for an address up to its budget a minute, then again once the minute has passed', () => {
    let now = 0;
    const budget = new RenderBudget(2, () => now);
    expect([budget.take('1.2.3.4'), budget.take('1.2.3.4'), budget.take('1.2.3.4')]).toEqual([true, true, false]);
    // Another visitor has a budget of their own.
    expect(budget.take('5.6.7.8')).toBe(true);
    now = 59_999;
    expect(budget.take('1.2.3.4')).toBe(false);
    now = 60_000;
    expect(budget.take('1.2.3.4')).toBe(true);
  });

  it('renders nothing with a budget of zero', () => {
    expect(new RenderBudget(0).take('1.2.3.4')).toBe(false);
  });
});
