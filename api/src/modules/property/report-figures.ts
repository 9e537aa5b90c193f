/**
 * Sourced figures behind the report's recommended projects.
 * Costs: national averages from REFERENCE.md (Angi/HomeAdvisor 2024-2025: garage door
 * $1,200, window $564 each, bathroom $10,978, kitchen $26,240; HomeAdvisor roof $9,513).
 * Recoup: Remodeling / Zonda "Cost vs. Value" 2025 national table (garage door
 * replacement 267.7%, vinyl windows 76%, midrange bath 80%, major midrange kitchen 51%,
 * asphalt roof 68%). Resale recoup is realtors' opinion: the report shows it as an estimate.
 */
export interface RecommendedProjectFigure {
  slug: string;
  projectName: string;
  /** Cost in dollars for a given living area. */
  cost: (areaSqft: number) => number;
  /** Share of the cost recovered at sale. */
  recoup: number;
}

export const RECOMMENDED_PROJECT_FIGURES: readonly RecommendedProjectFigure[] = [
  { slug: 'Garage-Door-Replacement', projectName: 'Garage Door Replacement', cost: () => 1200, recoup: 2.677 },
  { slug: 'Window-Replacement', projectName: 'Window Replacement', cost: (a) => Math.round(Math.max(6, a / 150)) * 564, recoup: 0.76 },
  { slug: 'Bathroom-Renovation-Cost', projectName: 'Bathroom Remodel', cost: () => 10978, recoup: 0.8 },
  { slug: 'Roofing-Cost-Estimator', projectName: 'Roof Replacement', cost: () => 9513, recoup: 0.68 },
  { slug: 'Kitchen-Renovation-Cost', projectName: 'Kitchen Remodel', cost: () => 26240, recoup: 0.51 },
];

/** The remodel cost link list (estimator-property-agent.md §2): label and estimator slug. */
export const REMODEL_COST_LINKS: readonly { label: string; slug: string }[] = [
  { label: 'Kitchen', slug: 'Kitchen-Renovation-Cost' },
  { label: 'Master Bathroom', slug: 'Master-Bathroom-Remodel-Cost' },
  { label: '2nd Bathroom', slug: 'Bathroom-Renovation-Cost' },
  { label: 'Floors', slug: 'Flooring-Replacement' },
  { label: 'Exterior Paint', slug: 'Exterior-Painting' },
];
