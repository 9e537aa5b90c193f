import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './home-equity.api';
import { HomeEquityBlock, parseDollars } from './home-equity.component';

jest.mock('./home-equity.api');

const EQUITY: api.HomeEquity = { userPropertyId: 9, reportValue: 500_000, ownerValue: null, homeValue: 500_000, mortgageBalance: null, equity: null };
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('home equity block (homeValueUpdate, mortgageBalance)', () => {
  it('reads whole dollars with or without $ and commas', () => {
    expect(parseDollars('$450,000')).toBe(450000);
    expect(parseDollars(' 1200 ')).toBe(1200);
    expect(parseDollars('12.5')).toBeNaN();
    expect(parseDollars('-3')).toBeNaN();
  });

  it('saves the mortgage balance from its modal and shows the equity the API answers', async () => {
    jest.mocked(api.fetchHomeEquity).mockResolvedValue(EQUITY);
    jest.mocked(api.saveEquityInput).mockResolvedValue({ ...EQUITY, mortgageBalance: 150_000, equity: 350_000 });
    const remote = createRemoteStore(rootReducer, rootSagas);
    render(
      <Provider store={remote.store}>
        <MockProviders>
          <HomeEquityBlock userPropertyId={9} />
        </MockProviders>
      </Provider>,
    );
    await settle();
    expect(screen.getByTestId('equity-amount').textContent).toBe('Add your mortgage balance');
    fireEvent.click(screen.getByRole('button', { name: 'Update mortgage balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Your mortgage balance' });
    fireEvent.change(within(dialog).getByLabelText('Mortgage balance in dollars'), { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter an amount in whole dollars, for example 250000.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Mortgage balance in dollars'), { target: { value: '150,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(api.saveEquityInput).toHaveBeenCalledWith(9, { kind: 'mortgageBalance', mortgageBalance: 150000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('equity-amount').textContent).toBe('$350,000');
    remote.dispose();
  });
});
