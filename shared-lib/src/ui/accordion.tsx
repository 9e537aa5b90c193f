import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Accordion defaults: bottom padding 20px, toggle colour reset after 300 ms. */
export const ACCORDION_DEFAULTS = { paddingBottom: 20, colourResetMs: 300 } as const;

/** Text of a bottom-positioned toggle while the accordion is expanded. */
export const HIDE_DETAILS = 'Hide details';

interface AccordionProps {
  /** Toggle text while collapsed (and while expanded at the top position). */
  title: ReactNode;
  children: ReactNode;
  /** Controlled state; leave undefined for an accordion that keeps its own. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onToggle?: (expanded: boolean) => void;
  /** `bottom`: the toggle sits under the content and reads "Hide details" when expanded. */
  position?: 'top' | 'bottom';
  /** Space under the expanded content, in px (default 20). */
  paddingBottom?: number;
  /** Milliseconds the toggle keeps its pressed colour (default 300). */
  colourResetMs?: number;
  className?: string;
  /** Wraps the toggle in a heading of this level (for sections of a page). */
  headingLevel?: 2 | 3 | 4;
}

const Heading = styled.div`
  margin: 0;
  font-size: inherit;
`;

const Toggle = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 10px 0;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : 'inherit')};
  background: none;
  border: 0;
  cursor: pointer;
  transition: color 0.15s;
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    margin: -4px 4px 0;
    transition: transform 0.2s;
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
    margin-top: 4px;
  }
`;

/** A section that expands and collapses; at the bottom position its toggle reads "Hide details" when expanded. */
export function Accordion({
  title,
  children,
  expanded,
  defaultExpanded = false,
  onToggle,
  position = 'top',
  paddingBottom = ACCORDION_DEFAULTS.paddingBottom,
  colourResetMs = ACCORDION_DEFAULTS.colourResetMs,
  className,
  headingLevel,
}: AccordionProps) {
  const [own, setOwn] = useState(defaultExpanded);
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const isOpen = expanded ?? own;

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = () => {
    const next = !isOpen;
    if (expanded === undefined) setOwn(next);
    onToggle?.(next);
    // The pressed colour gives feedback, then fades back.
    setActive(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(false), colourResetMs);
  };

  const toggleButton = (
    <Toggle type="button" aria-expanded={isOpen} aria-controls={panelId} $active={active} data-active={active || undefined} onClick={toggle}>
      {position === 'bottom' && isOpen ? HIDE_DETAILS : title}
    </Toggle>
  );
  const button = headingLevel ? <Heading as={`h${headingLevel}`}>{toggleButton}</Heading> : toggleButton;

  return (
    <div className={className}>
      {position === 'top' ? button : null}
      <div id={panelId} hidden={!isOpen} style={{ paddingBottom: isOpen ? paddingBottom : 0 }}>
        {children}
      </div>
      {position === 'bottom' ? button : null}
    </div>
  );
}
