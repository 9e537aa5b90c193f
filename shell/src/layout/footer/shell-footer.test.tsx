import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { cityMarketPath } from '@homeworth/shared-lib/domain';
import { ShellFooter } from './shell-footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function renderAt(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <MockProviders>
      <ShellFooter />
    </MockProviders>,
  );
}

describe('ShellFooter', () => {
  it('on desktop opens Explore, and choosing one section shows its list and closes the other', () => {
    renderAt(1440);
    const explore = screen.getByRole('button', { name: 'Explore' });
    const estimators = screen.getByRole('button', { name: 'Remodel cost estimator' });
    expect(within(screen.getByRole('heading', { level: 2, name: 'Explore' })).getByRole('button')).toBe(explore);
    expect(explore.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('navigation', { name: 'Explore' })).getByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(estimators.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(estimators);
    expect(estimators.getAttribute('aria-expanded')).toBe('true');
    expect(explore.getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('navigation', { name: 'Remodel cost estimator' })).getAllByRole('link').length).toBeGreaterThan(10);
    expect(within(screen.getByRole('navigation', { name: 'Explore' })).queryByRole('link', { name: 'FAQ' })).toBeNull();

    fireEvent.click(explore);
    expect(explore.getAttribute('aria-expanded')).toBe('true');
    expect(estimators.getAttribute('aria-expanded')).toBe('false');
  });

  it('links the city market pages, the recorded market first', () => {
    renderAt(1440);
    const cities = within(screen.getByRole('navigation', { name: 'City markets' })).getAllByRole('link');
    expect(cities[0]!.textContent).toBe('Ames, IA');
    expect(cities.map((a) => a.getAttribute('href'))).toContain('/geo/austin-tx');
    expect(cities[0]!.getAttribute('href')).toBe('/geo/ames-ia');
    // Each path is the slug the API gives its city.
    for (const a of cities) expect(a.getAttribute('href')).toBe(cityMarketPath(...((a.textContent ?? '').split(', ') as [string, string])));
  });

  it('collapses them into accordions on phones, each opening on its own', () => {
    renderAt(360);
    const explore = screen.getByRole('button', { name: 'Explore' });
    const estimators = screen.getByRole('button', { name: 'Remodel cost estimator' });
    expect(explore.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(explore);
    fireEvent.click(estimators);
    expect(explore.getAttribute('aria-expanded')).toBe('true');
    expect(estimators.getAttribute('aria-expanded')).toBe('true');
  });
});
