import { ESTIMATOR_PROJECTS, findEstimatorProject } from '@homeworth/shared-lib/domain';

/**
 * Tags and guide hubs. The hubs are the footer's guide topics (/blog/guides/
 * for kitchen, bathroom, loans, home-maintenance, construction, real-estate, contractors,
 * eco-friendly); the list filters are the intention tags
 * and every estimator project's blog tag.
 */
export const GUIDE_TOPICS: Readonly<Record<string, { label: string; intro: string }>> = {
  kitchen: { label: 'Kitchen', intro: 'What kitchen remodels cost, which ones pay back at sale, and how to plan one without surprises.' },
  bathroom: { label: 'Bathroom', intro: 'Bathroom remodel costs by size and finish, what buyers pay for, and the repairs that come first.' },
  loans: { label: 'Loans', intro: 'Paying for a project: cash, home equity, renovation loans and what each costs over time.' },
  'home-maintenance': { label: 'Home maintenance', intro: 'How long each part of a home lasts, what to check each season, and when repair beats replacement.' },
  construction: { label: 'Construction', intro: 'Permits, contingency, scheduling and the parts of a bid that decide the final price.' },
  'real-estate': { label: 'Real estate', intro: 'Getting a house ready to sell, pricing, and the improvements that move a sale price.' },
  contractors: { label: 'Contractors', intro: 'Finding, checking and working with contractors, and reading their bids.' },
  'eco-friendly': { label: 'Eco-friendly', intro: 'Insulation, windows, heating and cooling: upgrades that cut energy bills, and what they cost.' },
};

/** The intention filters of the blog list. */
export const INTENTION_TAGS: Readonly<Record<string, string>> = {
  intention_top: 'Top guides',
  intention_cost: 'Cost guides',
  project_office: 'Home office',
};

const PROJECT_TAG_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  ESTIMATOR_PROJECTS.map((p) => [p.blogTag, p.blogTag.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase())]),
);

/** A tag's name as pages show it. */
export function tagLabel(tag: string): string {
  return GUIDE_TOPICS[tag]?.label ?? INTENTION_TAGS[tag] ?? PROJECT_TAG_LABELS[tag] ?? tag.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The estimator project's blog tag, or null for an unknown project. */
export function projectBlogTag(slug: string): string | null {
  return findEstimatorProject(slug)?.blogTag ?? null;
}

/** A well-formed tag slug (lower-case letters, digits, - and _). */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,59}$/;
