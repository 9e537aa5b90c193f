import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './home-equity.api';
import { homeEquitySaga } from './home-equity.saga';
import { equityRequested, equitySaved } from './home-equity.slice';

jest.mock('./home-equity.api');
const mocked = jest.mocked(api);

const EQUITY: api.HomeEquity = { userPropertyId: 9, reportValue: 655000, ownerValue: null, homeValue: 655000, mortgageBalance: 400000, equity: 255000 };

function start(userPropertyId: number | null) {
  return runSagaAlone(homeEquitySaga, { homeEquity: { userPropertyId } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home equity saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the equity of the home asked for', async () => {
    mocked.fetchHomeEquity.mockResolvedValue(EQUITY);
    const saga = start(null);
    saga.put(equityRequested(9));
    await settle();
    expect(mocked.fetchHomeEquity).toHaveBeenCalledWith(9);
    expect(saga.dispatched).toEqual([{ type: 'homeEquity/equityLoaded', payload: EQUITY }]);
    saga.task.cancel();
  });

  it('saves a mortgage balance for the home in the state and puts the equity after it', async () => {
    const after = { ...EQUITY, mortgageBalance: 350000, equity: 305000 };
    mocked.saveEquityInput.mockResolvedValue(after);
    const saga = start(9);
    saga.put(equitySaved({ kind: 'mortgageBalance', mortgageBalance: 350000 }));
    await settle();
    expect(mocked.saveEquityInput).toHaveBeenCalledWith(9, { kind: 'mortgageBalance', mortgageBalance: 350000 });
    expect(saga.dispatched).toEqual([{ type: 'homeEquity/equityLoaded', payload: after }]);
    saga.task.cancel();
  });

  it("shows the API's refusal, and saves nothing while no home is loaded", async () => {
    mocked.saveEquityInput.mockRejectedValue(new ApiError(400, [{ code: 'VALIDATION', message: 'Enter a value between $1 and $100,000,000.' }]));
    const none = start(null);
    none.put(equitySaved({ kind: 'homeValue', ownerValue: 0 }));
    await settle();
    expect(mocked.saveEquityInput).not.toHaveBeenCalled();
    expect(none.dispatched).toEqual([]);
    none.task.cancel();
    const saga = start(9);
    saga.put(equitySaved({ kind: 'homeValue', ownerValue: 0 }));
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'homeEquity/equityFailed', payload: 'Enter a value between $1 and $100,000,000.' }]);
    saga.task.cancel();
  });
});
