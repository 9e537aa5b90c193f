import { monthlyPayment } from './loan-payment';

describe('monthlyPayment', () => {
  it('amortises a fixed-rate loan ($40,000 at 8.5% over 10 years is $495.94 a month)', () => {
    expect(monthlyPayment(40000, 8.5, 10)).toBeCloseTo(495.94, 2);
  });

  it('divides evenly at 0% and gives 0 for an empty amount or term', () => {
    expect(monthlyPayment(12000, 0, 1)).toBe(1000);
    expect(monthlyPayment(0, 5, 10)).toBe(0);
    expect(monthlyPayment(10000, 5, 0)).toBe(0);
  });
});
