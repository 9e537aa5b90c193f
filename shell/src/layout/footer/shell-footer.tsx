import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion, BREAKPOINTS, useSession, media } from '@homeworth/shared-lib';
import { useBlogLinks } from './use-blog-links';
import { SOCIAL_LINKS } from '../../config';
import { ShellLink } from '../shell-link';
import { useViewportWidth } from '../use-viewport-width';
import { BLOG, CITY_MARKETS, ESTIMATORS, EXPLORE, type FooterLink } from './footer-links';

const Foot = styled.footer`
  margin-top: 64px;
  color: ${({ theme }) => theme.colors.borderSoft};
  background: ${({ theme }) => theme.colors.secondary};
  a {
    color: ${({ theme }) => theme.colors.onDark};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr 1fr 0.8fr;
  gap: 40px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 48px 24px 24px;
  ${media.below('sm')} {
    grid-template-columns: 1fr 1fr;
    gap: 32px;
    padding: 32px 16px 16px;
  }
  ${media.below('xs')} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.onDark};
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  h2 button {
    padding-top: 0;
    color: ${({ theme }) => theme.colors.onDark};
    font-size: 1rem;
  }
`;

const Estimators = styled.ul`
  && {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 20px 24px 32px;
  border-top: 1px solid ${({ theme }) => theme.overlays.onDarkLine};
  font-size: 0.9rem;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

function Links({ links, as: List = 'ul', decorate }: { links: readonly FooterLink[]; as?: typeof Estimators | 'ul'; decorate?: (href: string) => string }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.href}>
          {link.external ? (
            <a href={decorate ? decorate(link.href) : link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <ShellLink href={link.href}>{link.label}</ShellLink>
          )}
        </li>
      ))}
    </List>
  );
}

type Section = 'explore' | 'estimators';

/** An expandable footer column: its heading toggles its list. */
function Column({ title, open, onToggle, children }: { title: string; open: boolean; onToggle: (expanded: boolean) => void; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <Accordion title={title} headingLevel={2} expanded={open} onToggle={onToggle}>
        {children}
      </Accordion>
    </nav>
  );
}

/**
 * The site footer: link columns. Explore and Remodel cost estimator are expandable: on phones (under
 * the xs breakpoint) both start closed and open each on its own; wider, Explore starts open and
 * choosing one shows its list and closes the other.
 */
export function ShellFooter() {
  const phone = useViewportWidth() < BREAKPOINTS.xs;
  const blogHref = useBlogLinks(useSession().isLoggedIn);
  const [phoneOpen, setPhoneOpen] = useState<Record<Section, boolean>>({ explore: false, estimators: false });
  const [desktopOpen, setDesktopOpen] = useState<Section | null>('explore');
  const column = (section: Section) =>
    phone
      ? { open: phoneOpen[section], onToggle: (expanded: boolean) => setPhoneOpen((prev) => ({ ...prev, [section]: expanded })) }
      : { open: desktopOpen === section, onToggle: (expanded: boolean) => setDesktopOpen(expanded ? section : null) };

  return (
    <Foot>
      <Grid>
        <Column title="Explore" {...column('explore')}>
          <Links links={EXPLORE} />
        </Column>
        <Column title="Remodel cost estimator" {...column('estimators')}>
          <Links links={ESTIMATORS} as={Estimators} />
        </Column>
        <nav aria-labelledby="footer-blog">
          <h2 id="footer-blog">Guides from our blog</h2>
          <Links links={BLOG} decorate={blogHref} />
        </nav>
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities">City markets</h2>
          <Links links={CITY_MARKETS} />
        </nav>
      </Grid>
      <Bottom>
        <p>© {new Date().getFullYear()} Homeworth. All rights reserved.</p>
        <nav aria-label="Social">
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Bottom>
    </Foot>
  );
}
