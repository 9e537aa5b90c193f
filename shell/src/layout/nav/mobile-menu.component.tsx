import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion } from '@homeworth/shared-lib';
import { CONTACT_SALES, phoneMenuSections, type NavLink, type NavSection } from './nav-links';
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

/**
 * The hamburger menu (width 1024 and below): the navigation's sections as accordions, then Contact Sales and
 * the account entries. Escape anywhere closes it and gives focus back to the menu button.
 */
export function MobileMenu({ sections, pathname, account }: { sections: readonly NavSection[]; pathname: string; account: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <Burger ref={button} type="button" aria-expanded={open} aria-controls="mobile-menu" aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen(!open)}>
        <span />
      </Burger>
      {open ? (
        <Sheet id="mobile-menu">
          {phoneMenuSections(sections).map(({ title, links }) => (
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
