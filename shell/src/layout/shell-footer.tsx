import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { ShellLink } from './shell-link';

// Footer lists of shell-and-account.md §2.
const EXPLORE = [
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

const ESTIMATORS = [
  ['/Kitchen-Renovation-Cost', 'Kitchen'],
  ['/Bathroom-Renovation-Cost', 'Bathroom'],
  ['/Sunroom-Addition-Cost', 'Sunroom addition'],
  ['/Window-Replacement', 'Window replacement'],
  ['/Installing-Deck', 'Deck'],
  ['/Home-Office-Remodel', 'Home office'],
  ['/Bedroom-Remodel-Cost', 'Bedroom'],
  ['/Air-Conditioning-Installation', 'Air conditioning'],
  ['/Garage-Remodel-Cost', 'Garage'],
  ['/In-Law-Suite-Additions', 'In-law suite'],
  ['/Flooring-Replacement', 'Flooring'],
  ['/Remove-Popcorn-Ceiling', 'Popcorn ceiling removal'],
  ['/Install-Recessed-Lighting', 'Recessed lighting'],
  ['/Electrical-Panel-Upgrade', 'Electrical panel upgrade'],
  ['/Cabinets', 'Cabinets'],
  ['/Hot-Water-Heater-Replacement', 'Water heater'],
] as const;

const Foot = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.secondary};
  color: #fff;
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 40px 24px 24px;
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 40px;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;

const TwoColumnList = styled.ul`
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

const Copyright = styled.p`
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px 24px 32px;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.9rem;
`;

/** The site footer with the spec's link lists and the copyright line with the current year. */
export function ShellFooter() {
  return (
    <Foot>
      <Columns>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">Explore</h2>
          <ul>
            {EXPLORE.map((l) => (
              <li key={l.href}>
                <ShellLink href={l.href}>{l.label}</ShellLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-estimators">
          <h2 id="footer-estimators">Remodel cost estimator</h2>
          <TwoColumnList>
            {ESTIMATORS.map(([href, label]) => (
              <li key={href}>
                <ShellLink href={href}>{label}</ShellLink>
              </li>
            ))}
          </TwoColumnList>
        </nav>
      </Columns>
      <Copyright>© {new Date().getFullYear()} Homeworth. All rights reserved.</Copyright>
    </Foot>
  );
}
