import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { rootReducer } from '../../app/root';
import { SAMPLE_SUMMARY_FACTS } from '../../test/sample-report';
import { NeighborhoodBlock } from './area-sections.component';
import type { HomeReport } from '../../shared/home-report.api';
import { HeroBlock } from './value-sections.component';

// Display rules where the report shows them: the 33-character address wording and the 0-5 rating.

const neighborhood = {
  subdivision: '',
  popUnder20Percent: 22,
  popOver50Percent: 31,
  scores: [],
  nearestSchool: null,
  schoolType: null,
  nearestSchoolDistance: null,
  nearSchools: [],
  nearSchoolsRadius: 2,
};

function renderBlock(node: ReactElement) {
  return render(
    <Provider store={configureStore({ reducer: rootReducer })}>
      <MockProviders>
        <MemoryRouter>{node}</MemoryRouter>
      </MockProviders>
    </Provider>,
  );
}

const reportFor = (address: string, unitNumber = '') => ({ dataSource: { isSample: false }, summary: { ...SAMPLE_SUMMARY_FACTS, address, unitNumber } }) as unknown as HomeReport;

describe('report display rules', () => {
  it('names a short address in the hero sentence and says "this home" past 33 characters (the unit counts)', () => {
    const { unmount } = renderBlock(<HeroBlock report={reportFor('742 Evergreen Terrace')} />);
    expect(screen.getByTestId('hero-intro').textContent).toBe('Here is what we know about 742 Evergreen Terrace.');
    unmount();
    // 29 characters, 34 with the unit.
    renderBlock(<HeroBlock report={reportFor('1200 North Lamar Boulevard Rd', '1204')} />);
    expect(screen.getByTestId('hero-intro').textContent).toBe('Here is what we know about this home.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1200 North Lamar Boulevard Rd #1204');
  });

  it("links the hero's city to its market page", () => {
    renderBlock(<HeroBlock report={reportFor('742 Evergreen Terrace')} />);
    const { city, state } = SAMPLE_SUMMARY_FACTS;
    expect(screen.getByRole('link', { name: `The ${city} market` }).getAttribute('href')).toBe(`/geo/${`${city}-${state}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  });

  it('rates the neighbourhood score 0-100 on the 0-5 scale', () => {
    const { unmount } = renderBlock(<NeighborhoodBlock report={{ neighborhood: { ...neighborhood, neighborhoodScore: 73 } } as unknown as HomeReport} />);
    expect(screen.getByTestId('neighborhood-rating').textContent).toBe('3.7 of 5');
    unmount();
    renderBlock(<NeighborhoodBlock report={{ neighborhood: { ...neighborhood, neighborhoodScore: 100 } } as unknown as HomeReport} />);
    expect(screen.getByTestId('neighborhood-rating').textContent).toBe('5.0 of 5');
  });
});
