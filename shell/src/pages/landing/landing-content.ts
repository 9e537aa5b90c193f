import type { NavLink } from '../../layout/nav/nav-links';

/** One audience of the landing page: what Homeworth does for it and the product pages that do it. */
export interface Audience {
  title: string;
  text: string;
  links: readonly NavLink[];
}

// The product routes of the navigation, grouped by who uses them.
export const AUDIENCES: readonly Audience[] = [
  {
    title: 'Homeowners',
    text: 'Price a remodel and see what it returns at sale, get a report on any home, keep a maintenance plan and prepare a sale.',
    links: [
      { href: '/Home-Renovation-Costs', label: 'Cost estimator' },
      { href: '/home-report', label: 'Home report' },
      { href: '/my-maintenance', label: 'Maintenance plan' },
      { href: '/getting-house-ready-to-sell', label: 'Sell preparation' },
      { href: '/comparable-home-values', label: 'Sales activity' },
      { href: '/my-neighborhood', label: 'Active building permits' },
    ],
  },
  {
    title: 'Agents and brokers',
    text: 'Keep your clients and contacts in one list and send them branded home reports and estimates. Free to start, Pro for unlimited clients.',
    links: [
      { href: '/realty-sales', label: 'For real estate agents and brokers' },
      { href: '/agent/payment-wall', label: 'Agent/Broker Pro' },
      { href: '/signup?user=agent', label: 'Create an agent account' },
    ],
  },
  {
    title: 'Contractors',
    text: 'A public profile homeowners find by ZIP code and trade, with the permits you have filed nearby.',
    links: [
      { href: '/join-as-contractor', label: 'Join as a contractor' },
      { href: '/best-contractors-near-me', label: 'Best contractors near me' },
      { href: '/signup?user=contractor', label: 'Create a contractor account' },
    ],
  },
  {
    title: 'Enterprise and industry',
    text: 'Lenders, insurers and brokers license our home values, condition scores, permit and cost data, or our tools under their own brand.',
    links: [
      { href: '/automated-valuation-model', label: 'Automated valuation model' },
      { href: '/home-condition-score', label: 'Home condition score' },
      { href: '/building-permit-data', label: 'Building permit data' },
      { href: '/renovation-data', label: 'Renovation cost data' },
      { href: '/predictive-analytics', label: 'Predictive analytics' },
      { href: '/digital-web-tools', label: 'Digital web tools' },
      { href: '/lender-sales', label: 'Lenders' },
      { href: '/insurance-white-label', label: 'Insurers' },
    ],
  },
];
