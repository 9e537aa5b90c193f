import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dropdown, DROPDOWN_FLIP_THRESHOLD_PX, dropdownWidth, opensUpward } from './dropdown';
import { MockProviders } from '../mock';

const OPTIONS = [
  { value: 'homeowner', label: 'For my personal use' },
  { value: 'agent', label: 'For me as an agent or broker' },
];

function renderDropdown(props: { scrollContainer?: HTMLElement; width?: 'medium' | 'small' } = {}) {
  const onSelect = jest.fn();
  render(
    <MockProviders>
      <p>Outside</p>
      <Dropdown label="Create account" options={OPTIONS} onSelect={onSelect} {...props} />
    </MockProviders>,
  );
  return onSelect;
}

const trigger = () => screen.getByRole('button', { name: 'Create account' });

describe('Dropdown', () => {
  it('opens upward when less than 180 px lie below it', () => {
    expect(DROPDOWN_FLIP_THRESHOLD_PX).toBe(180);
    expect(opensUpward(600, 779)).toBe(true);
    expect(opensUpward(600, 780)).toBe(false);
  });

  it('is 130px wide for medium, 115px for small, otherwise 100%', () => {
    expect([dropdownWidth('medium'), dropdownWidth('small'), dropdownWidth('full')]).toEqual(['130px', '115px', '100%']);
  });

  it('places the menu above the trigger near the bottom of the viewport', () => {
    renderDropdown();
    jest.spyOn(trigger(), 'getBoundingClientRect').mockReturnValue({ bottom: window.innerHeight - 100 } as DOMRect);
    fireEvent.click(trigger());
    expect(screen.getByRole('menu').getAttribute('data-placement')).toBe('top');
  });

  it('closes on choosing an option and reports the choice', () => {
    const onSelect = renderDropdown();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitem', { name: 'For me as an agent or broker' }));
    expect(onSelect).toHaveBeenCalledWith('agent');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on an outside click', () => {
    renderDropdown();
    fireEvent.click(trigger());
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when its scroll container scrolls', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    renderDropdown({ scrollContainer: container });
    fireEvent.click(trigger());
    fireEvent.scroll(container);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works with the keyboard: arrow keys move, Escape closes and gives focus back', () => {
    renderDropdown({ width: 'medium' });
    act(() => {
      fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    });
    expect(document.activeElement?.textContent).toBe('For my personal use');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('For me as an agent or broker');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });
});
