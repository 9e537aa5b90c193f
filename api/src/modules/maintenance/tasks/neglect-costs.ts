/** Costs of neglect that several tasks share, each with its source. */

/** Insurance Information Institute, "Facts + Statistics: Homeowners and renters insurance": average water damage and freezing claim, 2017-2021. */
export const WATER_DAMAGE_CLAIM = {
  amount: 12514,
  text: 'Average homeowners insurance claim for water damage or freezing',
  source: 'Insurance Information Institute, 2017-2021 claims',
};
/** HomeAdvisor "Foundation repair cost" (2024 national average). */
export const FOUNDATION_REPAIR = { amount: 5100, text: 'Average foundation repair', source: 'HomeAdvisor "Foundation repair cost" (2024)' };
/** HomeAdvisor roof replacement (REFERENCE.md: average job $9,513). */
export const ROOF_REPLACEMENT = { amount: 9513, text: 'Average asphalt roof replacement', source: 'HomeAdvisor, REFERENCE.md' };
