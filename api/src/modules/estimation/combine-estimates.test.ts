import type { EstimateResult } from '@homeworth/shared-lib/domain';
import { combineEstimates } from './combine-estimates';

describe('combineEstimates', () => {
  const estimate = (project: string, cost: number, added: number | null): EstimateResult =>
    ({
      project,
      projectName: project,
      totalEstimatedProjectCost: cost,
      range: { low: cost - 100, high: cost + 100 },
      roi: {
        recoupRate: added === null ? null : added / cost,
        recoupSource: null,
        recoupExplanation: '',
        resaleValueAdded: added,
        currentHomeValue: 300000,
        totalEquityBuild: null,
        roi: null,
      },
    }) as EstimateResult;

  it('adds up costs, ranges and value added, and ranks projects by payback', () => {
    const combined = combineEstimates([estimate('a', 1000, 500), estimate('b', 2000, 1800), estimate('c', 500, null)], 'midrange');
    expect(combined.totalEstimatedProjectCost).toBe(3500);
    expect(combined.range).toEqual({ low: 3200, high: 3800 });
    expect(combined.roi).toEqual({ currentHomeValue: 300000, resaleValueAdded: 2300, totalEquityBuild: 302300, roi: -1200 });
    expect(combined.payback.map((p) => p.project)).toEqual(['b', 'a', 'c']);
    expect(combined.payback[0]!.payback).toBe(0.9);
  });
});
