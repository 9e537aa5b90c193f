import { blogUrl } from '../../config';

/** A footer link; `external` ones open in a new tab. */
export interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

// The footer's link lists.

export const EXPLORE: readonly FooterLink[] = [
  { href: '/properties', label: 'Properties' },
  { href: '/home-improvement-loans/loan-calculator', label: 'Loan calculator' },
  { href: '/write-for-us', label: 'Write for us' },
  { href: '/partner-us', label: 'Partner with us' },
  { href: '/in-the-press', label: 'In the press' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact-us', label: 'Contact us' },
  { href: '/about-us', label: 'About us' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-service', label: 'Terms of service' },
];

export const ESTIMATORS: readonly FooterLink[] = [
  { href: '/Kitchen-Renovation-Cost', label: 'Kitchen remodel' },
  { href: '/Bathroom-Renovation-Cost', label: 'Bathroom remodel' },
  { href: '/Sunroom-Addition-Cost', label: 'Sunroom addition' },
  { href: '/Window-Replacement', label: 'Window replacement' },
  { href: '/Installing-Deck', label: 'Deck installation' },
  { href: '/Home-Office-Remodel', label: 'Home office remodel' },
  { href: '/Bedroom-Remodel-Cost', label: 'Bedroom remodel' },
  { href: '/Air-Conditioning-Installation', label: 'Air conditioning' },
  { href: '/Garage-Remodel-Cost', label: 'Garage remodel' },
  { href: '/In-Law-Suite-Additions', label: 'In-law suite addition' },
  { href: '/Flooring-Replacement', label: 'Flooring replacement' },
  { href: '/Remove-Popcorn-Ceiling', label: 'Popcorn ceiling removal' },
  { href: '/Install-Recessed-Lighting', label: 'Recessed lighting' },
  { href: '/Electrical-Panel-Upgrade', label: 'Electrical panel upgrade' },
  { href: '/Cabinets', label: 'Cabinets' },
  { href: '/Hot-Water-Heater-Replacement', label: 'Water heater replacement' },
];

/** City market pages (`/geo/<city>-<st>`): the market with recorded sales first, then large cities (their pages say when figures are sample data). */
export const CITY_MARKETS: readonly FooterLink[] = [
  { href: '/geo/ames-ia', label: 'Ames, IA' },
  { href: '/geo/austin-tx', label: 'Austin, TX' },
  { href: '/geo/denver-co', label: 'Denver, CO' },
  { href: '/geo/phoenix-az', label: 'Phoenix, AZ' },
  { href: '/geo/seattle-wa', label: 'Seattle, WA' },
  { href: '/geo/atlanta-ga', label: 'Atlanta, GA' },
];

const GUIDE_TOPICS: [string, string][] = [
  ['kitchen', 'Kitchen'],
  ['bathroom', 'Bathroom'],
  ['loans', 'Loans'],
  ['home-maintenance', 'Home maintenance'],
  ['construction', 'Construction'],
  ['real-estate', 'Real estate'],
  ['contractors', 'Contractors'],
  ['eco-friendly', 'Eco-friendly'],
];

/** Blog guides under /blog/guides/<topic> and the feed, on the blog host. */
export const BLOG: readonly FooterLink[] = [
  { href: blogUrl('/blog'), label: 'Homeworth blog', external: true },
  ...GUIDE_TOPICS.map(([topic, label]) => ({ href: blogUrl(`/blog/guides/${topic}`), label: `${label} guides`, external: true })),
  { href: blogUrl('/blog/feed/'), label: 'Blog feed (RSS)', external: true },
];
