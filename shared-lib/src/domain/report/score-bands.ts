/**
 * Neighbourhood score bands; the API's score-to-label helper
 * (api/src/modules/property/score-labels.ts) reads them. The band
 * limits and names are the spec's; only air quality has ratings in the spec. The other ratings are a product
 * decision on the same 0-3 scale (3 best): the best band 3, the worst 0 or 1.
 */

/** The kinds of neighbourhood score the helper labels. */
export type ScoreKind = 'air' | 'transit' | 'walk' | 'crime' | 'hazard';

/** One band: scores up to `max` (inclusive) get this label and rating. */
export interface ScoreBand {
  max: number;
  label: string;
  /** 0 (worst) to 3 (best). */
  rating: 0 | 1 | 2 | 3;
}

/** Band tables by kind; scores run 0-100 except air (0-500). */
export const SCORE_BANDS: Readonly<Record<ScoreKind, readonly ScoreBand[]>> = {
  // Based on EPA's AQI categories, with the spec's names.
  air: [
    { max: 50, label: 'Healthy', rating: 3 },
    { max: 100, label: 'Moderate', rating: 2 },
    { max: 150, label: 'Unhealthy for some', rating: 2 },
    { max: 200, label: 'Unhealthy', rating: 1 },
    { max: 300, label: 'Very Unhealthy', rating: 0 },
    { max: 500, label: 'Hazardous', rating: 0 },
  ],
  transit: [
    { max: 24, label: 'Minimal', rating: 0 },
    { max: 49, label: 'Some', rating: 1 },
    { max: 69, label: 'Good', rating: 2 },
    { max: 89, label: 'Excellent', rating: 3 },
    { max: 100, label: "Rider's Paradise", rating: 3 },
  ],
  walk: [
    { max: 49, label: 'Car-Dependent', rating: 0 },
    { max: 69, label: 'Somewhat walkable', rating: 1 },
    { max: 89, label: 'Very walkable', rating: 2 },
    { max: 100, label: "Walker's Paradise", rating: 3 },
  ],
  // Property crime: a higher score means more crime.
  crime: [
    { max: 29, label: 'less than US average', rating: 3 },
    { max: 41, label: 'US average', rating: 2 },
    { max: 100, label: 'more than US average', rating: 1 },
  ],
  // Natural hazards: a higher score means more exposure.
  hazard: [
    { max: 26, label: 'fewest', rating: 3 },
    { max: 50, label: 'few', rating: 2 },
    { max: 75, label: 'average', rating: 1 },
    { max: 100, label: 'several', rating: 0 },
  ],
};

/** Display name of each kind, as the report titles it. */
export const SCORE_KIND_TITLES: Readonly<Record<ScoreKind, string>> = {
  air: 'Air quality',
  transit: 'Transit',
  walk: 'Walkability',
  crime: 'Property crime',
  hazard: 'Natural hazards',
};

/** The colour family a band is drawn in: green, amber or red. */
export type ScoreTone = 'good' | 'fair' | 'poor';

/**
 * The tone a score is drawn in, from its band (null when not applicable). Air follows EPA's AQI
 * colours: only Healthy is green, Moderate amber and every "Unhealthy" band red, whatever its
 * rating. The other kinds follow the rating: 2-3 green, 1 amber, 0 red.
 */
export function scoreTone(kind: ScoreKind, score: number | null | undefined): ScoreTone | null {
  const band = scoreBand(kind, score);
  if (!band) return null;
  if (kind === 'air') return band.label === 'Healthy' ? 'good' : band.label === 'Moderate' ? 'fair' : 'poor';
  return band.rating >= 2 ? 'good' : band.rating === 1 ? 'fair' : 'poor';
}

/** The band a score falls in, or null when the score is missing or outside the kind's range. */
export function scoreBand(kind: ScoreKind, score: number | null | undefined): ScoreBand | null {
  if (score === null || score === undefined || !Number.isFinite(score) || score < 0) return null;
  return SCORE_BANDS[kind].find((band) => score <= band.max) ?? null;
}
