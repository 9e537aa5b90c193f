/**
 * The shell's own pages: what shows at once (title,
 * lead, calls to action). The longer body of each page is a JSON content file
 * under ./content, fetched when the page opens (content-urls.ts), so that copy
 * never weighs on the site's JavaScript.
 */
export interface MarketingPage {
  eyebrow: string;
  title: string;
  lead: string;
  ctas?: readonly { href: string; label: string }[];
  /** Key of the body in content-urls.ts. */
  content?: string;
}

const SALES = { href: '/contact-us', label: 'Contact Sales' } as const;

export const MARKETING_PAGES: Readonly<Record<string, MarketingPage>> = {
  '/home-condition-score': {
    eyebrow: 'Data product',
    title: 'Home condition score',
    lead: 'A 0 to 100 score for any US home, built from the age of each major component against its expected useful life, renewed by the permits that show it was replaced.',
    ctas: [SALES, { href: '/dashboard', label: 'See your home’s score' }],
    content: 'home-condition-score',
  },
  '/building-permit-data': {
    eyebrow: 'Data product',
    title: 'Building permit data',
    lead: 'Permit histories by address: what was built, replaced or renovated, when, and at what declared value, normalised into one set of project types.',
    ctas: [SALES],
    content: 'building-permit-data',
  },
  '/renovation-data': {
    eyebrow: 'Data product',
    title: 'Renovation cost data',
    lead: 'Remodel costs for more than fifty projects by finish level and region, with the resale value each project typically recoups.',
    ctas: [SALES, { href: '/Home-Renovation-Costs', label: 'Try the cost estimator' }],
    content: 'renovation-data',
  },
  '/automated-valuation-model': {
    eyebrow: 'Data product',
    title: 'Automated valuation model',
    lead: 'Current value and a five-year forecast for single-family homes and condos, with a confidence range and the condition adjustment other models leave out.',
    ctas: [SALES],
    content: 'automated-valuation-model',
  },
  '/predictive-analytics': {
    eyebrow: 'Data product',
    title: 'Predictive analytics',
    lead: 'Which homes are likely to renovate, sell or need a major repair in the next twelve months, scored from condition, permits and ownership signals.',
    ctas: [SALES],
    content: 'predictive-analytics',
  },
  '/digital-web-tools': {
    eyebrow: 'White label',
    title: 'Digital web tools in your brand',
    lead: 'Put our cost estimator, home report and maintenance plan on your own site, in your colors, with every lead delivered to you.',
    ctas: [SALES],
    content: 'digital-web-tools',
  },
  '/partner-us': {
    eyebrow: 'Partnerships',
    title: 'Partner with Homeworth',
    lead: 'Lenders, insurers, brokerages, contractors and publishers build with our data and tools. Tell us what you want to offer your customers.',
    ctas: [SALES],
    content: 'partner-us',
  },
  '/lender-sales': {
    eyebrow: 'For lenders',
    title: 'Reach homeowners when they plan a renovation',
    lead: 'Home improvement loans and HELOCs sell best at the moment a homeowner prices a project. Our tools put your offer in that moment.',
    ctas: [SALES],
    content: 'lender-sales',
  },
  '/insurance-white-label': {
    eyebrow: 'For insurers',
    title: 'Condition data and a home report for every policyholder',
    lead: 'Price risk with roof age, permit history and condition scores, and give policyholders a maintenance plan that keeps claims down.',
    ctas: [SALES],
    content: 'insurance-white-label',
  },
  '/realty-sales': {
    eyebrow: 'For agents and brokers',
    title: 'A home report and a remodel plan for every client',
    lead: 'Win listings with a value, condition and renovation picture of the home, keep clients with a maintenance plan, and manage your contacts in one place.',
    ctas: [
      { href: '/signup?user=agent', label: 'Create an agent account' },
      { href: '/agent/payment-wall', label: 'See Agent/Broker Pro' },
    ],
    content: 'realty-sales',
  },
  '/join-as-contractor': {
    eyebrow: 'For contractors',
    title: 'Join Homeworth as a contractor',
    lead: 'A public profile that shows homeowners your license, your permits and the projects you specialize in, next to the cost estimates they are already reading.',
    ctas: [{ href: '/signup?user=contractor', label: 'Create a contractor account' }],
    content: 'join-as-contractor',
  },
  '/home-report': {
    eyebrow: 'For buyers and owners',
    title: 'The home report',
    lead: 'Value and five-year forecast, condition score, permit history, comparable sales and neighborhood scores for any address, in one report.',
    ctas: [
      { href: '/dashboard', label: 'Open your home report' },
      { href: '/home-report#pricing', label: 'See pricing' },
    ],
    content: 'home-report',
  },
  '/pricing-options': {
    eyebrow: 'Pricing',
    title: 'Premium Addresses',
    lead: 'Address bundles let you keep full home reports for more homes.',
  },
  '/contact-us': {
    eyebrow: 'Contact',
    title: 'Contact us',
    lead: 'Questions about your home report, our data products or a partnership: write to us and our team answers within one business day.',
    content: 'contact-us',
  },
  '/about-us': {
    eyebrow: 'Company',
    title: 'About Homeworth',
    lead: 'We help homeowners buy and renovate so as to maximize their home equity, with cost, value and condition figures they can check.',
    content: 'about-us',
  },
  '/faq': {
    eyebrow: 'Help',
    title: 'Frequently asked questions',
    lead: 'How estimates are made, where home values come from, what the condition score means, and how your data is kept.',
    content: 'faq',
  },
  '/privacy-policy': {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'What we collect, why, how long we keep it, and how to see, correct or delete it.',
    content: 'privacy-policy',
  },
  '/terms-service': {
    eyebrow: 'Legal',
    title: 'Terms of service',
    lead: 'The terms that apply when you use the Homeworth site, its estimates and its reports.',
    content: 'terms-service',
  },
  '/write-for-us': {
    eyebrow: 'Blog',
    title: 'Write for us',
    lead: 'Contractors, designers, lenders and agents: share what you know about renovating and owning a home with our readers.',
    ctas: [{ href: '/contact-us', label: 'Pitch an article' }],
    content: 'write-for-us',
  },
  '/in-the-press': {
    eyebrow: 'Press room',
    title: 'In the press',
    lead: 'Company facts, data for reporters, brand assets and how to reach our press team.',
    ctas: [{ href: '/contact-us', label: 'Contact the press team' }],
    content: 'in-the-press',
  },
  '/home-improvement-loans/loan-calculator': {
    eyebrow: 'Financing',
    title: 'Home improvement loan calculator',
    lead: 'See the monthly payment and total interest of a renovation loan before you talk to a lender.',
    content: 'loan-calculator',
  },
};

/** The page for a path (case and a trailing slash ignored), or undefined. */
export function marketingPageFor(pathname: string): MarketingPage | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  if (path === '/home-improvement-loans') return MARKETING_PAGES['/home-improvement-loans/loan-calculator'];
  return MARKETING_PAGES[path];
}
