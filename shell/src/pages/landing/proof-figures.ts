/**
 * The product's own measured figures, shown on the landing page. One place for them: each is copied from
 * the measurement named beside it, and proof-figures.test.ts reads those sources so a figure cannot drift.
 */
export interface ProofFigure {
  value: string;
  label: string;
  source: string;
}

/** The valuation model on held-out Ames, Iowa sales: api/src/modules/valuation/README.md, "Measured accuracy", `--holdout-from 2010-01-01`. */
export const AMES_HOLDOUT = { sales: 314, medianError: '5.6%', withinTenPercent: '72.3%' } as const;

/** The estimator against published job costs: api/src/modules/cost-model/calibration.test.ts (Cost vs. Value 2024, national). */
export const CALIBRATION = { jobs: 16, tolerance: '20%' } as const;

export const PROOF_FIGURES: readonly ProofFigure[] = [
  {
    value: AMES_HOLDOUT.medianError,
    label: `median error of our home values on ${AMES_HOLDOUT.sales} Ames, Iowa sales of 2010 the model never saw`,
    source: 'Recorded Ames sales, trained on sales before 2010',
  },
  {
    value: AMES_HOLDOUT.withinTenPercent,
    label: 'of those homes valued within 10% of the price they sold for',
    source: 'The same 2010 Ames sales',
  },
  {
    value: `${CALIBRATION.jobs} of ${CALIBRATION.jobs}`,
    label: `published remodel jobs the estimator prices within ${CALIBRATION.tolerance} of their published cost`,
    source: 'Remodeling / Zonda, Cost vs. Value 2024, national',
  },
];
