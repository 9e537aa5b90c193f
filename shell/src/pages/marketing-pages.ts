/**
 * The shell's own pages (shell-and-account.md §1-§2): product, industry and
 * company pages of the main site. Texts describe what the product offers.
 */
export interface MarketingPage {
  title: string;
  lead: string;
  cta?: { href: string; label: string };
}

export const MARKETING_PAGES: Readonly<Record<string, MarketingPage>> = {
  '/best-contractors-near-me': { title: 'Find the best contractors near you', lead: 'Browse contractor profiles with their licences, past permits and the projects they specialise in.' },
  '/home-condition-score': { title: 'Home condition score', lead: 'A score for every home, built from the age of each component against its expected useful life and the permits that renewed it.' },
  '/building-permit-data': { title: 'Building permit data', lead: 'Permit histories by address, type and date, to see what was built, replaced or renovated.' },
  '/renovation-data': { title: 'Renovation cost data', lead: 'Remodel costs by project, finish level and region, from sourced national tables and a regional cost index.' },
  '/automated-valuation-model': { title: 'Automated valuation model', lead: 'Home values and five-year forecasts from each property’s attributes and its area’s market level.' },
  '/predictive-analytics': { title: 'Predictive analytics', lead: 'Which homes are likely to renovate, sell or need repairs, from condition, permits and ownership signals.' },
  '/digital-web-tools': { title: 'White-label digital tools', lead: 'Our cost estimator, home report and maintenance plan, in your brand, on your site.' },
  '/partner-us': { title: 'Partner with us', lead: 'Lenders, insurers, brokers and contractors build with Homeworth data and tools.', cta: { href: '/contact-us', label: 'Contact Sales' } },
  '/lender-sales': { title: 'For lenders', lead: 'Find homeowners planning renovations and offer them home improvement loans at the right moment.', cta: { href: '/contact-us', label: 'Contact Sales' } },
  '/insurance-white-label': { title: 'For insurers', lead: 'Condition scores and permit data to price risk, in a white-label home report for policyholders.', cta: { href: '/contact-us', label: 'Contact Sales' } },
  '/realty-sales': { title: 'For real estate agents and brokers', lead: 'Give every client a home report and a remodel plan, and manage your contacts in one place.', cta: { href: '/signup?user=agent', label: 'Create an agent account' } },
  '/join-as-contractor': { title: 'Join as a contractor', lead: 'A public profile that shows homeowners your work, your permits and your specialities.', cta: { href: '/signup?user=contractor', label: 'Create a contractor account' } },
  '/home-report': { title: 'Home report', lead: 'Value and five-year forecast, condition score, permit history, comparable sales and neighbourhood scores for any address.', cta: { href: '/dashboard', label: 'See your home report' } },
  '/pricing-options': { title: 'Premium Addresses', lead: 'Address bundles let you keep full home reports for more homes.' },
  '/contact-us': { title: 'Contact us', lead: 'Questions about Homeworth, data products or partnerships: our team answers within one business day.' },
  '/about-us': { title: 'About Homeworth', lead: 'We help homeowners buy and renovate so as to maximise home equity.' },
  '/faq': { title: 'Frequently asked questions', lead: 'How estimates are made, where home values come from, and how your data is kept.' },
  '/privacy-policy': { title: 'Privacy policy', lead: 'What we collect, why, how long we keep it and how to ask us to delete it.' },
  '/terms-service': { title: 'Terms of service', lead: 'The terms that apply when you use Homeworth.' },
  '/write-for-us': { title: 'Write for us', lead: 'Share your renovation and home-investment expertise with our readers.' },
  '/in-the-press': { title: 'In the press', lead: 'Homeworth in the news.' },
  '/home-improvement-loans': { title: 'Home improvement loans', lead: 'Compare ways to finance your project and estimate monthly payments.' },
};
