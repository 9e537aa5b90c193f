import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion } from '@homeworth/shared-lib';
import { CONTACT_SALES, ENTERPRISE, INDUSTRY, PRICING, PRODUCTS, SERVICES, type NavLink } from './nav-links';
import { NavLinkItem } from './nav-link-item';

const Burger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  span,
  span::before,
  span::after {
    display: block;
    width: 20px;
    height: 2px;
    background: ${({ theme }) => theme.colors.secondary};
    position: relative;
  }
  span::before,
  span::after {
    content: '';
    position: absolute;
    left: 0;
  }
  span::before {
    top: -6px;
  }
  span::after {
    top: 6px;
  }
`;

const Sheet = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.layer.nav};
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  padding: 8px 16px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sheet};
  > div {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0;
    padding: 0 0 0 8px;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 0;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
  }
  > a {
    font-weight: 600;
  }
`;

function Links({ links }: { links: readonly NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <NavLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}

/** The hamburger menu (width 1024 and below): accordions for each area, then Contact Sales and the account entries. */
export function MobileMenu({ services, pathname, account }: { services: readonly NavLink[]; pathname: string; account: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  const sections: [string, readonly NavLink[]][] = [
    ['Products', PRODUCTS],
    ['Enterprise', ENTERPRISE],
    ['Industry', INDUSTRY],
    ['Services', [...SERVICES, ...services]],
    ['Pricing', PRICING],
  ];

  return (
    <>
      <Burger type="button" aria-expanded={open} aria-controls="mobile-menu" aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen(!open)}>
        <span />
      </Burger>
      {open ? (
        <Sheet
          id="mobile-menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {sections.map(([title, links]) => (
            <Accordion key={title} title={title} paddingBottom={8}>
              <Links links={links} />
            </Accordion>
          ))}
          <NavLinkItem link={CONTACT_SALES} />
          {account}
        </Sheet>
      ) : null}
    </>
  );
}
