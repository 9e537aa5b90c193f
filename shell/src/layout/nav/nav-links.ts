/** A link of the navigation; `external` ones open in a new tab. */
export interface NavLink {
  href: string;
  label: string;
  /** One line under the label in the desktop panels. */
  hint?: string;
  external?: boolean;
}

// The navigation's link lists: the routes linked from the navigation.

export const PRODUCTS: readonly NavLink[] = [
  { href: '/best-contractors-near-me', label: 'Best contractors near me', hint: 'Search local pros by ZIP code and trade' },
  { href: '/home-condition-score', label: 'Home condition score', hint: 'Component ages against useful lives' },
  { href: '/building-permit-data', label: 'Building permit data', hint: 'What was built, replaced or renovated' },
  { href: '/renovation-data', label: 'Renovation cost data', hint: 'Project costs by finish and region' },
  { href: '/automated-valuation-model', label: 'Automated valuation model', hint: 'Values and five-year forecasts' },
  { href: '/predictive-analytics', label: 'Predictive analytics', hint: 'Who will renovate, sell or repair' },
  { href: '/digital-web-tools', label: 'Digital web tools', hint: 'Our tools under your brand' },
  { href: '/partner-us', label: 'Partner with us', hint: 'Data licenses and integrations' },
];

export const ENTERPRISE: readonly NavLink[] = [
  { href: '/automated-valuation-model', label: 'Automated valuation model' },
  { href: '/predictive-analytics', label: 'Predictive analytics' },
  { href: '/building-permit-data', label: 'Building permit data' },
  { href: '/digital-web-tools', label: 'White-label web tools' },
  { href: '/partner-us', label: 'Partner with us' },
];

export const INDUSTRY: readonly NavLink[] = [
  { href: '/lender-sales', label: 'Lenders' },
  { href: '/insurance-white-label', label: 'Insurers' },
  { href: '/realty-sales', label: 'Real estate agents and brokers' },
  { href: '/join-as-contractor', label: 'Contractors' },
];

/** Services without the financing and insurance items, which depend on the associated agent (services-links.ts). */
export const SERVICES: readonly NavLink[] = [
  { href: '/ihomemanager', label: 'Home manager', hint: 'Your home dashboard' },
  { href: '/Home-Renovation-Costs', label: 'Cost estimator', hint: 'Remodel cost and return on investment' },
  { href: '/home-report', label: 'Home report', hint: 'Value, condition, permits, comparables' },
  { href: '/getting-house-ready-to-sell', label: 'Sell preparation', hint: 'What to fix before you list' },
  { href: '/comparable-home-values', label: 'Sales activity', hint: 'Recent sales near a home' },
  { href: '/my-maintenance', label: 'Maintenance plan', hint: 'Tasks by week for your home' },
  { href: '/my-neighborhood', label: 'Active building permits', hint: 'Projects under way nearby' },
];

export const PRICING: readonly NavLink[] = [
  { href: '/pricing-options', label: 'Premium Addresses', hint: 'Address bundles for full home reports' },
  { href: '/home-report#pricing', label: 'Home report pricing', hint: 'What is free and what is premium' },
  { href: '/agent/payment-wall', label: 'Agent/Broker Pro', hint: 'Unlimited client reports and contacts' },
];

export const CONTACT_SALES: NavLink = { href: '/contact-us', label: 'Contact Sales' };

/** A group of links inside a section; a titled group is its own accordion in the phone menu. */
export interface NavGroup {
  title?: string;
  links: readonly NavLink[];
}

/** A tab of the desktop bar; `wide` panels lay their links out in two columns. */
export interface NavSection {
  title: 'Products' | 'Solutions' | 'Services' | 'Pricing';
  wide: boolean;
  groups: readonly NavGroup[];
}

/**
 * The one navigation: the desktop tabs and the phone menu's accordions are both drawn from it, the same
 * on every page; only the Services items of the associated agent (`agentServices`) depend on the user.
 */
export function navigationSections(agentServices: readonly NavLink[]): NavSection[] {
  return [
    { title: 'Products', wide: true, groups: [{ links: PRODUCTS }] },
    {
      title: 'Solutions',
      wide: true,
      groups: [
        { title: 'Enterprise', links: ENTERPRISE },
        { title: 'Industry', links: INDUSTRY },
      ],
    },
    { title: 'Services', wide: true, groups: [{ links: [...SERVICES, ...agentServices] }] },
    { title: 'Pricing', wide: false, groups: [{ links: PRICING }] },
  ];
}

/** The phone menu's accordions: one per section, or one per titled group (Enterprise, Industry). */
export function phoneMenuSections(sections: readonly NavSection[]): { title: string; links: readonly NavLink[] }[] {
  return sections.flatMap((section) =>
    section.groups.length > 1
      ? section.groups.map((group) => ({ title: group.title ?? section.title, links: group.links }))
      : [{ title: section.title, links: section.groups.flatMap((g) => g.links) }],
  );
}
