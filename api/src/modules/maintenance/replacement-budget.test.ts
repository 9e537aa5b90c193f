import { HOME_COMPONENTS } from '@homeworth/shared-lib/domain';
import { replacementBudget, type BudgetHome } from './replacement-budget';

// Every component installed in `year`, except those given.
function homeBuilt(year: number, installs: Record<string, number> = {}): BudgetHome {
  return {
    state: 'TX',
    city: 'Austin',
    zipCode: '78701',
    buildingArea: 2000,
    yearBuilt: year,
    currentValue: 350_000,
    components: HOME_COMPONENTS.map((c) => ({
      key: c.key,
      name: c.name,
      installYear: installs[c.key] ?? year,
      age: 0,
      usefulLife: c.usefulLife,
      remainingUsefulLife: 0,
      weight: c.weight,
      remainingPercent: 0,
      replacementCost: null,
    })),
  };
}

// Round figures so the arithmetic can be checked by hand.
const price = (spec: { key: string }) => ({ roof: 10_000, waterHeater: 2_000, flooring: 6_000, furnace: 5_000 })[spec.key] ?? null;

describe('remaining life and replacement budget', () => {
  it('age, remaining life and replacement year per component', () => {
    const budget = replacementBudget(homeBuilt(2010, { roof: 2004 }), 2026, price);
    const roof = budget.components.find((c) => c.key === 'roof')!;
    expect(roof).toMatchObject({
      installYear: 2004,
      age: 22,
      expectedLife: 20,
      remainingLife: 0,
      replaceYear: 2026,
      replacementCost: 10_000,
      projectSlug: 'Roofing-Cost-Estimator',
      lifeExtension: 0,
    });
    expect(roof.estimatorUrl).toBe('/Roofing-Cost-Estimator?city=Austin&state=TX&zip=78701&price=350000&size=2000&built=2010');
    const furnace = budget.components.find((c) => c.key === 'furnace')!;
    expect(furnace).toMatchObject({ age: 16, expectedLife: 18, remainingLife: 2, replaceYear: 2028 });
    // Past their life first.
    expect(budget.components[0]!.remainingLife).toBe(0);
  });

  it('puts each replacement in its year, repeats short-lived parts and sets aside a tenth of a tenth monthly', () => {
    // Built 2020: water heater (life 10) due 2030 and again beyond; flooring (9) due 2029; furnace (18) 2038 (outside);
    // roof replaced 2004 (life 20): overdue, this year.
    const budget = replacementBudget(homeBuilt(2020, { roof: 2004 }), 2026, price);
    expect(budget.series.map((s) => s.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    const byYear = Object.fromEntries(budget.series.map((s) => [s.year, s.amount]));
    expect(byYear[2026]).toBe(10_000);
    expect(byYear[2029]).toBe(6_000);
    expect(byYear[2030]).toBe(2_000);
    expect(byYear[2035]).toBe(0); // flooring's second round would be 2038
    expect(budget.total10Years).toBe(18_000);
    expect(budget.monthlySetAside).toBe(150); // 18,000 / 120 months
  });

  it('a part with a life shorter than the window comes round twice', () => {
    const budget = replacementBudget(homeBuilt(2026, { flooring: 2017 }), 2026, price);
    // Flooring (9 years) installed 2017: due 2026 and again 2035.
    expect(budget.series.filter((s) => s.components.includes('flooring')).map((s) => s.year)).toEqual([2026, 2035]);
  });
});
