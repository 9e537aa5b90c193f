import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** The menu opens upward when less than this many pixels lie below the trigger. */
export const DROPDOWN_FLIP_THRESHOLD_PX = 180;

/** Width of a dropdown by size: medium 130px, small 115px, otherwise 100%. */
export type DropdownWidth = 'medium' | 'small' | 'full';

/** CSS width of a dropdown size. */
export function dropdownWidth(size: DropdownWidth): string {
  if (size === 'medium') return '130px';
  if (size === 'small') return '115px';
  return '100%';
}

/** True when the menu should open upward: less than 180 px between the trigger's bottom and the viewport's. */
export function opensUpward(triggerBottom: number, viewportHeight: number): boolean {
  return viewportHeight - triggerBottom < DROPDOWN_FLIP_THRESHOLD_PX;
}

/** One choice of a dropdown. */
export interface DropdownOption {
  value: string;
  label: ReactNode;
}

interface DropdownProps {
  /** The trigger's content. */
  label: ReactNode;
  options: readonly DropdownOption[];
  onSelect: (value: string) => void;
  width?: DropdownWidth;
  /** Scrolling this element closes the menu (default: the window). */
  scrollContainer?: HTMLElement | null;
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &::after {
    content: '';
    border: 5px solid transparent;
    border-top-color: currentColor;
    margin-top: 5px;
  }
`;

const Menu = styled.ul<{ $up: boolean }>`
  position: absolute;
  right: 0;
  ${({ $up }) => ($up ? 'bottom: calc(100% + 6px);' : 'top: calc(100% + 6px);')}
  min-width: 100%;
  width: max-content;
  max-width: min(320px, calc(100vw - 24px));
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  z-index: ${({ theme }) => theme.layer.nav + 1};
  button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    border-radius: 6px;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * A menu button: opens downward, or upward when less than 180 px lie below it;
 * closes on an outside click, on a choice, on Escape and when its scroll container scrolls.
 */
export function Dropdown({ label, options, onSelect, width = 'full', scrollContainer, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [up, setUp] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pendingFocus = useRef<number | null>(null);

  const focusItem = (index: number) => {
    const items = wrapRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const openMenu = (focusIndex: number | null) => {
    const rect = triggerRef.current?.getBoundingClientRect();
    setUp(rect ? opensUpward(rect.bottom, window.innerHeight) : false);
    pendingFocus.current = focusIndex;
    setOpen(true);
  };

  useEffect(() => {
    // Focus moves into the menu once it is rendered (keyboard opening only).
    if (open && pendingFocus.current !== null) focusItem(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      if (!wrapRef.current?.contains(event.target as Node)) close(false);
    };
    const onScroll = () => close(false);
    const scrollTarget: HTMLElement | Window = scrollContainer ?? window;
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    scrollTarget.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      scrollTarget.removeEventListener('scroll', onScroll);
    };
  }, [open, close, scrollContainer]);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : options.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(wrapRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      close(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <Wrap ref={wrapRef} className={className} style={{ width: dropdownWidth(width) }}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // A keyboard press (detail 0) moves focus into the menu, as the menu-button pattern expects.
        onClick={(event) => (open ? close(false) : openMenu(event.detail === 0 ? 0 : null))}
        onKeyDown={onTriggerKey}
      >
        {label}
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" $up={up} data-placement={up ? 'top' : 'bottom'} onKeyDown={onMenuKey}>
          {options.map((option) => (
            <li key={option.value} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  onSelect(option.value);
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </Menu>
      ) : null}
    </Wrap>
  );
}
