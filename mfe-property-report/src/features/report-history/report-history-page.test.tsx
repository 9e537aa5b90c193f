import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as historyApi from './report-history.api';
import { ReportHistoryPage } from './report-history-page.component';

jest.mock('./report-history.api');

const home = { unitNumber: '', city: 'Austin', state: 'TX', zipCode: '78704', openCount: 1, bought: false };
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('report history dates (display rules)', () => {
  it('shows each date as a medium date, and "Date format is not valid" for a broken one instead of "Invalid Date"', async () => {
    jest.mocked(historyApi.fetchReportHistory).mockResolvedValue([
      { ...home, kukunId: 1, address: '742 Evergreen Terrace', lastOpenedAt: '2026-11-20T15:04:00.000Z', openCount: 3, activityAt: '2026-11-20T15:04:00.000Z' },
      { ...home, kukunId: 2, address: '12 Elm Street', lastOpenedAt: null, bought: true, activityAt: '2026-10-02T09:00:00.000Z' },
      { ...home, kukunId: 3, address: '99 Pine Road', lastOpenedAt: 'yesterday', activityAt: 'yesterday' },
    ]);
    mockSignIn({ userFirstName: 'Rowan' });
    const remote = createRemoteStore(rootReducer, rootSagas);
    render(
      <Provider store={remote.store}>
        <MockProviders>
          <MemoryRouter initialEntries={['/ihome-report-history']}>
            <ReportHistoryPage />
          </MemoryRouter>
        </MockProviders>
      </Provider>,
    );
    await settle();
    await settle();
    const items = within(screen.getByTestId('report-history')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.meta')?.textContent)).toEqual([
      'Opened Nov 20, 2026, 3 times in all',
      'Bought Oct 2, 2026; not opened since',
      'Opened Date format is not valid',
    ]);
    expect(document.body.textContent).not.toContain('Invalid Date');
    remote.dispose();
  });
});
