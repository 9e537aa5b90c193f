import { act, fireEvent, render, screen } from '@testing-library/react';
import { Accordion, ACCORDION_DEFAULTS } from './accordion';
import { MockProviders } from '../mock';

describe('Accordion', () => {
  afterEach(() => jest.useRealTimers());

  it('expands and collapses, with 20px bottom padding when expanded', () => {
    render(
      <MockProviders>
        <Accordion title="Explore">
          <a href="/faq">FAQ</a>
        </Accordion>
      </MockProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Explore' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('link', { name: 'FAQ' }).parentElement as HTMLElement;
    expect(panel.style.paddingBottom).toBe('20px');
  });

  it('reads "Hide details" when expanded at the bottom position', () => {
    render(
      <MockProviders>
        <Accordion title="Show details" position="bottom">
          <p>Details</p>
        </Accordion>
      </MockProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('button', { name: 'Hide details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.getByRole('button', { name: 'Show details' })).toBeTruthy();
  });

  it('resets the toggle colour 300 ms after a press', () => {
    jest.useFakeTimers();
    expect(ACCORDION_DEFAULTS).toEqual({ paddingBottom: 20, colourResetMs: 300 });
    render(
      <MockProviders>
        <Accordion title="Products">
          <p>List</p>
        </Accordion>
      </MockProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Products' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('data-active')).toBe('true');
    act(() => jest.advanceTimersByTime(299));
    expect(toggle.getAttribute('data-active')).toBe('true');
    act(() => jest.advanceTimersByTime(1));
    expect(toggle.getAttribute('data-active')).toBeNull();
  });

  it('follows a controlled expanded state and reports toggles', () => {
    const onToggle = jest.fn();
    render(
      <MockProviders>
        <Accordion title="Industry" expanded={false} onToggle={onToggle}>
          <p>List</p>
        </Accordion>
      </MockProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Industry' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Industry' }).getAttribute('aria-expanded')).toBe('false');
  });
});
