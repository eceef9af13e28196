import { standardYearlyPrice, yearlySaving, yearlySavingWarning } from './yearly-saving.js';

describe('the yearly saving rule', () => {
  it('is twelve monthly payments minus the yearly price, with its whole-percent share', () => {
    expect(yearlySaving({ monthlyPrice: 79, yearlyPrice: 790 })).toEqual({ amount: 158, percent: 17 });
    expect(yearlySaving({ monthlyPrice: '29.00', yearlyPrice: '313.20' })).toEqual({ amount: 34.8, percent: 10 });
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 120 })).toBeNull();
    expect(yearlySaving({ monthlyPrice: 0, yearlyPrice: 0 })).toBeNull();
  });

  it('warns the admin when monthly × 12 and yearly disagree with the standard 10%', () => {
    expect(standardYearlyPrice(35)).toBe(378);
    expect(yearlySavingWarning(29, 313.2)).toBeNull();
    expect(yearlySavingWarning(35, 313.2)).toBe(
      'Yearly saves $106.80 (25%), not the standard 10%; /pricing will show "Save $106.80 (25%)". The standard yearly price is $378.00.',
    );
    expect(yearlySavingWarning(35, 500)).toBe(
      'The yearly price saves nothing against 12 monthly payments ($420.00); the standard yearly price is $378.00.',
    );
    expect(yearlySavingWarning(0, 0)).toBeNull();
  });
});
