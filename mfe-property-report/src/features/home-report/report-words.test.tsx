import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { rootReducer } from '../../app/root';
import { MaintenanceAndLoansBlocks } from './area-sections.component';
import type { HomeReport } from '../../shared/home-report.api';
import { byMaintenanceUrgency, yearsText } from '../../ui/report-ui';

const item = (key: string, name: string, remainingUsefulLife: number, pointsLost: number) => ({
  key,
  propertyItemName: name,
  remainingUsefulLife,
  pointsLost,
  usefulLife: 20,
  installYear: 2010,
  replacementCost: null,
  depreciationValue: null,
  url: null,
});

describe('report words and order', () => {
  it('says "1 year" and "2 years"', () => {
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(2)).toBe('2 years');
    expect(yearsText(0)).toBe('0 years');
  });

  it('lists the parts past their life first in the maintenance block, then the fewest years left', () => {
    // The API orders by points lost: the heavy roof first, though the water heater is past its life.
    const items = [item('roof', 'Roof', 1, 14), item('windows', 'Windows', 6, 5), item('waterHeater', 'Water heater', 0, 5), item('furnace', 'Furnace', 3, 4)];
    expect(byMaintenanceUrgency(items).map((i) => i.key)).toEqual(['waterHeater', 'roof', 'furnace', 'windows']);
    const report = { summary: { propertyItems: items } } as unknown as HomeReport;
    render(
      <Provider store={configureStore({ reducer: rootReducer })}>
        <MockProviders>
          <MemoryRouter>
            <MaintenanceAndLoansBlocks report={report} />
          </MemoryRouter>
        </MockProviders>
      </Provider>,
    );
    const cards = screen.getByTestId('maintenance-cards').querySelectorAll('li');
    expect([...cards].map((li) => li.textContent)).toEqual([
      'Water heaterPast its life: due for replacement',
      'RoofAbout 1 year of life left',
      'FurnaceAbout 3 years of life left',
    ]);
  });
});
