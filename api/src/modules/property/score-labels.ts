import { scoreBand, type ScoreKind } from '@homeworth/shared-lib/domain';

// The score-to-label helper: the report's sentences for a neighbourhood
// score. Only the API labels scores; the remotes draw the bands' tones (shared-lib score-bands.ts).

/** What the helper returns for a kind and a score. */
export interface ScoreLabel {
  /** The band's name, e.g. "Very walkable". */
  scoreDescription: string;
  /** A sentence for the report. */
  description: string;
  /** How the score is read, for the FAQ. */
  faqDescription: string;
  /** 0 to 3, or -1 when the score is not applicable (missing or out of range). */
  rating: -1 | 0 | 1 | 2 | 3;
}

const FAQ: Readonly<Record<ScoreKind, string>> = {
  air: 'Air quality is an index from 0 to 500 built on the EPA Air Quality Index: the lower, the cleaner the air.',
  transit: 'The transit score runs from 0 to 100: how well public transport serves the address.',
  walk: 'The walk score runs from 0 to 100: how many daily errands can be done on foot.',
  crime: 'The property crime score runs from 0 to 100 against the US average: the lower, the safer.',
  hazard: 'The natural hazard score runs from 0 to 100 over floods, fires, storms and earthquakes: the lower, the fewer.',
};

function describe(kind: ScoreKind, label: string): string {
  switch (kind) {
    case 'air':
      return `Air quality here is ${label.toLowerCase()}.`;
    case 'transit':
      return `${label} transit: ${label === 'Minimal' ? 'few' : 'several'} public transport options nearby.`;
    case 'walk':
      return label === 'Car-Dependent' ? 'Car-Dependent: most errands need a car.' : `${label}: many errands can be done on foot.`;
    case 'crime':
      return `Property crime is ${label}.`;
    case 'hazard':
      return `This area has the ${label === 'fewest' ? 'fewest' : label} natural hazards${label === 'fewest' ? '' : ' compared with the rest of the US'}.`;
  }
}

/** The score-to-label helper: band name, sentences and a rating 0-3, or rating -1 when not applicable. */
export function scoreToLabel(kind: ScoreKind, score: number | null | undefined): ScoreLabel {
  const band = scoreBand(kind, score);
  if (!band) return { scoreDescription: 'Not available', description: 'No score is available for this address.', faqDescription: FAQ[kind], rating: -1 };
  return { scoreDescription: band.label, description: describe(kind, band.label), faqDescription: FAQ[kind], rating: band.rating };
}
