import type { ReactNode } from 'react';
import { writeCookie } from '@homeworth/shared-lib';
import { ShellLink } from '../shell-link';
import type { NavLink } from './nav-links';
import { CONTACT_SALES } from './nav-links';
import { CONTACT_SALES_COOKIE } from './nav-visibility';

/** A navigation link: external ones open in a new tab; Contact Sales sets the contact_sales cookie. */
export function NavLinkItem({ link, children, className }: { link: NavLink; children?: ReactNode; className?: string }) {
  const content = children ?? link.label;
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const onClick = link.href === CONTACT_SALES.href && link.label === CONTACT_SALES.label ? () => writeCookie(CONTACT_SALES_COOKIE, 'true') : undefined;
  return (
    <ShellLink className={className} href={link.href} onClick={onClick}>
      {content}
    </ShellLink>
  );
}
