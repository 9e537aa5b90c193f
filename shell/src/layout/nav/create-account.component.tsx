import styled from 'styled-components';
import { navigateToUrl } from 'single-spa';
import { Dropdown } from '@homeworth/shared-lib';
import { ShellLink } from '../shell-link';

/** The three choices of the Create account dropdown. */
export const CREATE_ACCOUNT_CHOICES = [
  { value: 'homeowner', label: 'For my personal use' },
  { value: 'agent', label: 'For me as an agent or broker' },
  { value: 'contractor', label: 'For me as a contractor' },
] as const;

/** True on the login and signup pages, which show the Create account dropdown. */
export function isAuthPage(pathname: string): boolean {
  return /^\/(login|signup)(\/|$)/i.test(pathname);
}

/** Lead-in of the dropdown: "First time here?" on the login page, "Already have an account?" elsewhere. */
export function createAccountLeadIn(pathname: string): string {
  return /^\/login\/?$/i.test(pathname) ? 'First time here?' : 'Already have an account?';
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  justify-content: flex-end;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > div:last-child {
    flex: none;
  }
  a {
    font-weight: 600;
  }
`;

/** Guest entries (compact: the bar of a narrow screen; the mobile menu lists the rest): on login and signup pages the lead-in and the Create account dropdown; elsewhere Sign in and Create account. */
export function GuestEntries({ pathname, compact = false }: { pathname: string; compact?: boolean }) {
  if (!isAuthPage(pathname)) {
    return (
      <Row>
        <ShellLink href="/login">Sign in</ShellLink>
        {compact ? null : (
          <ShellLink href="/signup?user=homeowner" className="button-link">
            Create account
          </ShellLink>
        )}
      </Row>
    );
  }
  const onLogin = /^\/login\/?$/i.test(pathname);
  return (
    <Row>
      {/* Narrow screens keep only the dropdown in the bar; the lead-in stays for screen readers. */}
      <span className={compact ? 'visually-hidden' : undefined}>{createAccountLeadIn(pathname)}</span>
      {onLogin || compact ? null : <ShellLink href="/login">Sign in</ShellLink>}
      <div>
        <Dropdown label="Create account" options={CREATE_ACCOUNT_CHOICES} onSelect={(user) => navigateToUrl(`/signup?user=${user}`)} />
      </div>
    </Row>
  );
}
