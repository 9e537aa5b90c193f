import { useEffect, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_SALES, type NavLink, type NavSection } from './nav-links';
import { NavLinkItem } from './nav-link-item';

const Tabs = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  height: 100%;
`;

const Tab = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  > button,
  > a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 14px;
    font: inherit;
    font-weight: 600;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  > button:hover,
  > a:hover,
  > button[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  > button::after {
    content: '';
    width: 6px;
    height: 6px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    margin-top: -3px;
  }
`;

const Panel = styled.div<{ $wide: boolean }>`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${({ theme }) => theme.layer.nav};
  width: ${({ $wide }) => ($wide ? '640px' : '340px')};
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadows.menu};
  h3 {
    margin: 0 0 8px;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: grid;
    grid-template-columns: ${({ $wide }) => ($wide ? '1fr 1fr' : '1fr')};
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 8px 10px;
    border-radius: 6px;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  ul {
    grid-template-columns: 1fr;
  }
`;

function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <NavLinkItem link={link}>
            {link.label}
            {link.hint ? <small>{link.hint}</small> : null}
          </NavLinkItem>
        </li>
      ))}
    </ul>
  );
}

type TabName = NavSection['title'];

function PanelBody({ section }: { section: NavSection }) {
  if (section.groups.length === 1) return <LinkList links={section.groups[0]!.links} />;
  return (
    <Columns>
      {section.groups.map((group) => (
        <div key={group.title}>
          <h3>{group.title}</h3>
          <LinkList links={group.links} />
        </div>
      ))}
    </Columns>
  );
}

/** Desktop tabs (width over 1024) whose panels open on hover and on keyboard focus, and close on leave or Escape. */
export function DesktopNav({ sections, pathname }: { sections: readonly NavSection[]; pathname: string }) {
  const [open, setOpen] = useState<TabName | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Focus given back to a tab by Escape must not reopen its panel.
  const restoringFocus = useRef(false);

  useEffect(() => setOpen(null), [pathname]);

  // Focus leaving a tab closes its own panel only (a panel opened by hover elsewhere stays).
  const onBlur = (name: TabName) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen((current) => (current === name ? null : current));
  };

  return (
    <Tabs
      ref={listRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          const tab = listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${open}"]`);
          setOpen(null);
          restoringFocus.current = true;
          tab?.focus();
          restoringFocus.current = false;
        }
      }}
    >
      {sections.map((section) => {
        const name = section.title;
        return (
          <Tab key={name} onMouseEnter={() => setOpen(name)} onMouseLeave={() => setOpen(null)} onBlur={onBlur(name)}>
            <button
              type="button"
              data-tab={name}
              aria-expanded={open === name}
              aria-controls={`nav-panel-${name}`}
              onFocus={(event) => {
                if (!restoringFocus.current && event.currentTarget.matches(':focus-visible')) setOpen(name);
              }}
              onClick={() => setOpen(name)}
            >
              {name}
            </button>
            <Panel id={`nav-panel-${name}`} $wide={section.wide} hidden={open !== name}>
              <PanelBody section={section} />
            </Panel>
          </Tab>
        );
      })}
      <Tab>
        <NavLinkItem link={CONTACT_SALES} />
      </Tab>
    </Tabs>
  );
}
