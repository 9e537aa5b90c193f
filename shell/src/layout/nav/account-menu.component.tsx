import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { logout, type Session } from '@homeworth/shared-lib';
import { ShellLink } from '../shell-link';
import { accountMenuItems, showsProBadge, type AccountMenuItem } from './account-menu';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 6px 12px;
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.secondary};
  img {
    object-fit: cover;
  }
`;

const Badge = styled.span`
  padding: 2px 8px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.quinary};
  border-radius: 999px;
`;

const List = styled.ul<{ $inline: boolean }>`
  margin: 0;
  padding: ${({ $inline }) => ($inline ? '8px 0 0' : '6px')};
  list-style: none;
  ${({ $inline, theme }) =>
    $inline
      ? ''
      : `position: absolute; right: 0; top: calc(100% + 8px); z-index: ${theme.layer.nav}; min-width: 220px;
         background: ${theme.colors.surface}; border: 1px solid ${theme.colors.border}; border-radius: 12px;
         box-shadow: ${theme.shadows.menu};`}
  a,
  button,
  strong {
    display: block;
    width: 100%;
    padding: 10px 12px;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    background: none;
    border: 0;
    border-radius: 6px;
    cursor: pointer;
  }
  strong {
    color: ${({ theme }) => theme.colors.quinary};
    cursor: default;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

function Item({ item, onLogout, busy }: { item: AccountMenuItem; onLogout: () => void; busy: boolean }) {
  if (item.kind === 'label') return <strong data-testid="pro-label">{item.label}</strong>;
  if (item.kind === 'logout')
    return (
      <button type="button" onClick={onLogout} disabled={busy} aria-busy={busy || undefined}>
        {item.label}
      </button>
    );
  return <ShellLink href={item.href}>{item.label}</ShellLink>;
}

interface Props {
  session: Session;
  width: number;
  pathname: string;
  /** Inside the mobile menu: the entries are listed, not behind a button. */
  inline?: boolean;
  /** The agent's photo for the avatar; null shows the default one. */
  avatarUrl?: string | null;
}

/** The signed-in menu: its entries come from the role and the width. */
export function AccountMenu({ session, width, pathname, inline = false, avatarUrl = null }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const items = accountMenuItems(session.role, width);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onLogout = () => {
    setBusy(true);
    // Every app re-renders for a guest through the session event; the user stays on the page.
    logout().finally(() => {
      setBusy(false);
      setOpen(false);
    });
  };

  const list = (
    <List id="account-menu" $inline={inline} aria-label="Account">
      {items.map((item) => (
        <li key={item.label}>
          <Item item={item} onLogout={onLogout} busy={busy} />
        </li>
      ))}
    </List>
  );

  if (inline) return list;
  return (
    <Wrap
      ref={wrapRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Trigger type="button" aria-expanded={open} aria-controls="account-menu" onClick={() => setOpen(!open)}>
        <Avatar aria-hidden="true">
          {avatarUrl && failedPhoto !== avatarUrl ? (
            <img
              src={avatarUrl}
              alt=""
              width={30}
              height={30}
              data-testid="nav-avatar-photo"
              onError={() => {
                // The default avatar stays; the failure is logged only.
                console.warn('agent image not loaded', avatarUrl);
                setFailedPhoto(avatarUrl);
              }}
            />
          ) : (
            session.displayName.slice(0, 1).toUpperCase()
          )}
        </Avatar>
        <span data-testid="nav-display-name">Hi, {session.displayName}</span>
        {showsProBadge(session.role, width) ? <Badge>PRO</Badge> : null}
      </Trigger>
      {open ? list : null}
    </Wrap>
  );
}
