import type { EstimateResult, FinishLevel, MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';

// Only the API combines a multiproject selection's estimates; the remotes read the combined answer
// (its type, MultiprojectEstimateResult, stays in shared-lib).

/** Combines per-project estimates of one home into the combined result. */
export function combineEstimates(results: readonly EstimateResult[], finishLevel: FinishLevel): MultiprojectEstimateResult {
  const sum = (pick: (r: EstimateResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const totalEstimatedProjectCost = sum((r) => r.totalEstimatedProjectCost);
  const resaleValueAdded = sum((r) => r.roi.resaleValueAdded ?? 0);
  const currentHomeValue = results[0]?.roi.currentHomeValue ?? 0;
  const totalEquityBuild = currentHomeValue + resaleValueAdded;
  const payback = results
    .map((r) => ({
      project: r.project,
      projectName: r.projectName,
      cost: r.totalEstimatedProjectCost,
      resaleValueAdded: r.roi.resaleValueAdded,
      payback: r.roi.resaleValueAdded === null || r.totalEstimatedProjectCost === 0 ? null : Math.round((r.roi.resaleValueAdded / r.totalEstimatedProjectCost) * 1000) / 1000,
    }))
    .sort((a, b) => (b.payback ?? -1) - (a.payback ?? -1));
  return {
    finishLevel,
    projects: [...results],
    totalEstimatedProjectCost,
    range: { low: sum((r) => r.range.low), high: sum((r) => r.range.high) },
    roi: { currentHomeValue, resaleValueAdded, totalEquityBuild, roi: Math.round(totalEquityBuild - currentHomeValue - totalEstimatedProjectCost) },
    payback,
  };
}
