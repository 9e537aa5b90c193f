import type { EstimatorAnswers, FinishLevel } from '@homeworth/shared-lib/domain';
import { estimateProject } from './project-cost.service';

// Calibration against published scope-specified job costs: Remodeling / Zonda, Cost vs. Value 2024,
// national (data/REFERENCE.md, "Scope-specified job costs for calibration"). Each job's answers are
// written here from its scope description and given straight to the estimate service (no step flow,
// no default answers); the expected cost is typed from the table. A job must land within 20%.
// The expected return is the Cost vs. Value project of the same scope, typed from the 2025 table
// (2024 where 2025 gives none), so the test also checks that the return follows the matching project.

const HOME: EstimatorAnswers = { 'property-address': { state: 'US' }, 'home-size': 2000, 'home-value': 400000, 'home-age': 1985 };
const ALL_KITCHEN = ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'lighting', 'walls'];
const ALL_BATH = ['cabinets', 'countertops', 'flooring', 'fixtures', 'lighting', 'walls'];

interface CalibrationJob {
  job: string;
  project: string;
  finishLevel: FinishLevel;
  answers: EstimatorAnswers;
  publishedCost: number;
  recoup: { line: string; rate: number };
}

const JOBS: CalibrationJob[] = [
  {
    job: 'Garage door: replace a 16x7 ft door and tracks with an insulated 4-section steel door',
    project: 'Garage-Door-Replacement',
    finishLevel: 'midrange',
    answers: { 'project-scope': 1, 'garage-door-size': 'double' },
    publishedCost: 4513,
    recoup: { line: 'Garage door replacement', rate: 2.677 },
  },
  {
    job: 'Entry door, steel: 3-0 x 6-8 door replaced by a 20-gauge steel half-glass door',
    project: 'Entry-Door-Installation',
    finishLevel: 'midrange',
    answers: { 'project-scope': 1, 'door-material': 'steel' },
    publishedCost: 2355,
    recoup: { line: 'Entry door replacement, steel', rate: 2.16 },
  },
  {
    job: 'Minor kitchen, midrange: 200 sq ft, 30 linear ft; boxes kept, new doors and fronts, range and refrigerator, laminate counters, sink and faucet, resilient floor, paint',
    project: 'Kitchen-Renovation-Cost',
    finishLevel: 'midrange',
    answers: {
      start: 'renovation',
      'room-size': 200,
      'room-types': ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'walls'],
      'room-cabinets': 'reface',
      'cabinet-length': 30,
      'room-layout': 'same',
    },
    publishedCost: 27492,
    recoup: { line: 'Minor kitchen remodel, midrange', rate: 1.129 },
  },
  {
    job: 'Major kitchen, midrange: same kitchen, all cabinets replaced, laminate counters, new appliances, lighting, resilient floor',
    project: 'Kitchen-Renovation-Cost',
    finishLevel: 'midrange',
    answers: { start: 'renovation', 'room-size': 200, 'room-types': ALL_KITCHEN, 'room-cabinets': 'replace', 'cabinet-length': 30, 'room-layout': 'same' },
    publishedCost: 79982,
    recoup: { line: 'Major kitchen remodel, midrange', rate: 0.51 },
  },
  {
    job: 'Major kitchen, upscale: custom cabinets, stone counters, built-in appliances, tile floor',
    project: 'Kitchen-Renovation-Cost',
    finishLevel: 'upscale',
    answers: { start: 'renovation', 'room-size': 200, 'room-types': ALL_KITCHEN, 'room-cabinets': 'replace', 'cabinet-length': 30, 'room-layout': 'same' },
    publishedCost: 158530,
    recoup: { line: 'Major kitchen remodel, upscale', rate: 0.36 },
  },
  {
    job: 'Bath, midrange: 5x7 ft bath, same layout, all fixtures, tile and vanity replaced',
    project: 'Bathroom-Renovation-Cost',
    finishLevel: 'midrange',
    answers: { start: 'renovation', 'room-size': 35, 'room-types': ALL_BATH, 'room-cabinets': 'replace', 'cabinet-length': 4, 'room-layout': 'same' },
    publishedCost: 25251,
    recoup: { line: 'Bath remodel, midrange', rate: 0.8 },
  },
  {
    job: 'Bath, upscale: 35 sq ft bath enlarged to 100 sq ft inside the house, fixtures relocated',
    project: 'Master-Bathroom-Remodel-Cost',
    finishLevel: 'upscale',
    answers: { start: 'expansion', 'room-remodel': 'existing', 'remodel-size': 100 },
    publishedCost: 78840,
    recoup: { line: 'Bath remodel, upscale', rate: 0.42 },
  },
  {
    job: 'Bath, universal design: wider door, curbless shower, grab bars, comfort-height fixtures',
    project: 'Bathroom-Renovation-Cost',
    finishLevel: 'midrange',
    answers: { start: 'renovation', 'room-size': 35, 'room-types': ALL_BATH, 'room-cabinets': 'replace', 'cabinet-length': 4, 'room-layout': 'universal' },
    publishedCost: 40750,
    recoup: { line: 'Bath remodel, universal design', rate: 0.61 },
  },
  {
    job: 'Deck, wood: 16x20 ft pressure-treated deck with stairs and railing',
    project: 'Installing-Deck',
    finishLevel: 'midrange',
    answers: { 'project-scope': 320, 'deck-material': 'wood' },
    publishedCost: 17615,
    recoup: { line: 'Deck addition, wood', rate: 0.95 },
  },
  {
    job: 'Deck, composite: the same deck in composite',
    project: 'Installing-Deck',
    finishLevel: 'midrange',
    answers: { 'project-scope': 320, 'deck-material': 'composite' },
    publishedCost: 24206,
    recoup: { line: 'Deck addition, composite', rate: 0.89 },
  },
  {
    job: 'Windows, vinyl: ten 3x5 ft double-hung windows, low-E',
    project: 'Window-Replacement',
    finishLevel: 'midrange',
    answers: { 'project-scope': 10, 'window-material': 'vinyl', 'window-size': 'standard', 'dual-pane': 'dual' },
    publishedCost: 21264,
    recoup: { line: 'Window replacement, vinyl', rate: 0.76 },
  },
  {
    job: 'Windows, wood: the same ten windows in wood',
    project: 'Window-Replacement',
    finishLevel: 'midrange',
    answers: { 'project-scope': 10, 'window-material': 'wood', 'window-size': 'standard', 'dual-pane': 'dual' },
    publishedCost: 25799,
    recoup: { line: 'Window replacement, wood', rate: 0.7 },
  },
  {
    job: 'Roof, asphalt: about 3,000 sq ft tear-off, new shingles',
    project: 'Roofing-Cost-Estimator',
    finishLevel: 'midrange',
    answers: { start: 'medium', 'roof-style': 'asphalt', 'roof-garage-size': 'none', 'house-story': 2, 'roof-area': 3000, 'roof-tear-off': 'tear-off' },
    publishedCost: 30680,
    recoup: { line: 'Roofing replacement, asphalt shingles', rate: 0.68 },
  },
  {
    job: 'Roof, metal: the same roof, standing-seam metal',
    project: 'Roofing-Cost-Estimator',
    finishLevel: 'midrange',
    answers: { start: 'medium', 'roof-style': 'metal', 'roof-garage-size': 'none', 'house-story': 2, 'roof-area': 3000, 'roof-tear-off': 'tear-off' },
    publishedCost: 49928,
    recoup: { line: 'Roofing replacement, metal', rate: 0.5 },
  },
  {
    job: 'Primary suite addition, midrange: 24x16 ft bedroom with closet and bath',
    project: 'Master-Bedroom-Remodel-Cost',
    finishLevel: 'midrange',
    answers: { start: 'addition', 'remodel-size': 384, 'suite-bath': 'closet-bath' },
    publishedCost: 164649,
    recoup: { line: 'Primary suite addition, midrange', rate: 0.32 },
  },
  {
    job: 'Bath addition, midrange: new 6x8 ft full bath',
    project: 'Bathroom-Renovation-Cost',
    finishLevel: 'midrange',
    answers: { start: 'addition', 'remodel-size': 48 },
    publishedCost: 58586,
    recoup: { line: 'Bath addition, midrange', rate: 0.347 },
  },
];

/** Calibration jobs the estimator has no project for, with the reason. */
const NOT_EXPRESSIBLE: readonly { job: string; reason: string }[] = [
  { job: 'Manufactured stone veneer: about 300 sq ft of front siding replaced by adhered stone', reason: 'the estimator has no siding or stone veneer project' },
  { job: 'Siding, vinyl: 1,250 sq ft with trim', reason: 'the estimator has no siding project' },
  { job: 'Siding, fiber-cement: 1,250 sq ft prefinished with trim', reason: 'the estimator has no siding project' },
];

function estimate(job: CalibrationJob) {
  return estimateProject({ project: job.project, finishLevel: job.finishLevel, answers: { ...job.answers, ...HOME } });
}

describe('calibration: a scope that matches a Cost vs. Value 2024 job lands within 20% of its published cost', () => {
  it.each(JOBS.map((job) => [job.job, job] as const))('%s', (_name, job) => {
    const result = estimate(job);
    const ratio = result.totalEstimatedProjectCost / job.publishedCost;
    expect({ job: job.job, ratio: Math.round(ratio * 100) / 100 }).toEqual({ job: job.job, ratio: expect.any(Number) });
    expect(ratio).toBeGreaterThanOrEqual(0.8);
    expect(ratio).toBeLessThanOrEqual(1.2);
  });

  it.each(JOBS.map((job) => [job.recoup.line, job] as const))('the return follows %s', (_line, job) => {
    const { roi } = estimate(job);
    expect(roi.recoupSource).toMatch(new RegExp(`^Cost vs\\. Value 20\\d\\d: ${job.recoup.line.replace(/[.,]/g, '\\$&')}$`));
    expect(roi.recoupRate).toBe(job.recoup.rate);
    expect(roi.recoupExplanation).toContain(job.recoup.line);
  });

  it('prices electric radiant heat within the cost guide range: HomeAdvisor $8-$15 per sq ft installed', () => {
    // Not a Cost vs. Value job: HomeAdvisor's radiant heating guide (electric mats or cables, average $11 per sq ft).
    const { totalEstimatedProjectCost } = estimateProject({
      project: 'Furnace-Replacement',
      finishLevel: 'midrange',
      answers: { start: 'radiant-heat', 'radiant-heat': 'electric', size: 1500, ...HOME },
    });
    // The guide's price per sq ft, plus the permit and the 10% contingency the guide leaves out.
    expect(totalEstimatedProjectCost / 1500).toBeGreaterThanOrEqual(8);
    expect(totalEstimatedProjectCost / 1500).toBeLessThanOrEqual(15 * 1.15);
  });

  it('lists the calibration jobs the estimator cannot express, with the reason', () => {
    // 19 jobs in the table: every one is either priced above or listed here.
    expect(JOBS.length + NOT_EXPRESSIBLE.length).toBe(19);
    for (const { reason } of NOT_EXPRESSIBLE) expect(reason).toMatch(/no .* project/);
  });
});
