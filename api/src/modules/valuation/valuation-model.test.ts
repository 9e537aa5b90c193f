import { evaluateFolds, valueHeldOut } from './evaluate';
import { fitHedonic, hedonicIndex, predictLog } from './hedonic';
import { calibrate, fitValuationModel } from './model';
import { TRUE_EFFECTS, seeded, syntheticSales } from './synthetic-market';

const home = syntheticSales(1)[0]!;
const withFacts = (over: Partial<typeof home>, extras: Record<string, string> = {}) => ({ ...home, ...over, extras: { ...home.extras, ...extras } });

describe('the hedonic model', () => {
  const sales = syntheticSales(900, { noise: 0.03 });
  const { model } = fitHedonic(sales);

  it('recovers the known effects of size, neighbourhood, finish and age', () => {
    const at = '2019-06-15';
    const base = predictLog(model, withFacts({ livingArea: 1200, yearBuilt: 1980 }, { Neighborhood: 'North', Finish: 'Plain' }), at);
    const bigger = predictLog(model, withFacts({ livingArea: 2400, yearBuilt: 1980 }, { Neighborhood: 'North', Finish: 'Plain' }), at);
    const centre = predictLog(model, withFacts({ livingArea: 1200, yearBuilt: 1980 }, { Neighborhood: 'Centre', Finish: 'Plain' }), at);
    const good = predictLog(model, withFacts({ livingArea: 1200, yearBuilt: 1980 }, { Neighborhood: 'North', Finish: 'Good' }), at);
    const older = predictLog(model, withFacts({ livingArea: 1200, yearBuilt: 1960 }, { Neighborhood: 'North', Finish: 'Plain' }), at);
    expect(bigger - base).toBeCloseTo(TRUE_EFFECTS.logArea * Math.log(2), 1);
    expect(Math.abs(centre - base - TRUE_EFFECTS.neighbourhoods.Centre)).toBeLessThan(0.02);
    expect(Math.abs(good - base - TRUE_EFFECTS.good)).toBeLessThan(0.02);
    expect(Math.abs(older - base - 20 * TRUE_EFFECTS.agePerYear)).toBeLessThan(0.02);
  });

  it('recovers the monthly market trend as its price index', () => {
    const index = hedonicIndex(model);
    expect(index).toHaveLength(36);
    expect(index[0]).toMatchObject({ month: '2018-01', trend: 1 });
    // 35 months of +1% a month: exp(0.35) ≈ 1.42.
    expect(Math.abs(Math.log(index[35]!.index) - 35 * TRUE_EFFECTS.perMonth)).toBeLessThan(0.04);
  });
});

describe('interval and FSD calibration', () => {
  it('takes the 10th and 90th percentiles and the standard deviation of out-of-sample errors', () => {
    const rand = seeded(7);
    const errors = Array.from({ length: 20000 }, () => 0.1 * Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand()));
    const c = calibrate(errors);
    expect(c.q10).toBeCloseTo(-0.128, 2);
    expect(c.q90).toBeCloseTo(0.128, 2);
    expect(c.fsd).toBeCloseTo(0.1, 1);
    expect(Math.abs(c.fsd - 0.1)).toBeLessThan(0.01);
  });

  it('widens the interval to the forward check when its errors are larger', () => {
    const narrow = Array.from({ length: 200 }, (_, i) => (i - 100) / 1000);
    const wide = Array.from({ length: 100 }, (_, i) => (i - 50) / 200);
    const c = calibrate(narrow, wide);
    expect(c.q10).toBeLessThan(calibrate(narrow).q10);
    expect(c.q90).toBeGreaterThan(calibrate(narrow).q90);
    expect(c.fsd).toBeGreaterThan(calibrate(narrow).fsd);
  });

  it('puts about 80% of never-seen sales inside the interval, with an FSD near the noise', () => {
    const sales = syntheticSales(600, { noise: 0.1, seed: 3 });
    const result = evaluateFolds(sales, 4);
    expect(result.coverage80).toBeGreaterThan(0.72);
    expect(result.coverage80).toBeLessThan(0.9);
    expect(result.mdape).toBeLessThan(result.baseline.mdape);
    const model = fitValuationModel(sales);
    expect(model.calibration.fsd).toBeGreaterThan(0.08);
    expect(model.calibration.fsd).toBeLessThan(0.13);
  });
});

describe('holdout evaluation', () => {
  it('cannot see the held-out sales: corrupting their prices changes no coefficient and no held-out value', () => {
    const sales = syntheticSales(500, { seed: 5 });
    const train = sales.filter((s) => s.saleDate < '2020-07-01');
    const heldOut = sales.filter((s) => s.saleDate >= '2020-07-01');
    const corrupted = heldOut.map((s, i) => ({ ...s, salePrice: i % 2 ? 1 : s.salePrice * 50 }));
    const honest = valueHeldOut(train, heldOut);
    const tampered = valueHeldOut(train, corrupted);
    expect(tampered.model).toEqual(honest.model);
    expect(tampered.valued.map((v) => [v.value, v.low, v.high, v.baseline])).toEqual(honest.valued.map((v) => [v.value, v.low, v.high, v.baseline]));
    // The measured sales are the held-out ones, arm's-length only.
    expect(honest.valued.every((v) => v.sale.saleDate >= '2020-07-01' && v.sale.extras.Sale_Condition === 'Normal')).toBe(true);
  });

  it("trains only on arm's-length sales", () => {
    const sales = syntheticSales(300, { seed: 9 });
    expect(fitValuationModel(sales).salesCount).toBe(sales.filter((s) => s.extras.Sale_Condition === 'Normal').length);
  });
});
