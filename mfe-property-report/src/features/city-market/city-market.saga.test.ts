import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './city-market.api';
import { cityMarketSaga } from './city-market.saga';
import { cityMarketRequested } from './city-market.slice';

jest.mock('./city-market.api');
const mocked = jest.mocked(api);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('city market saga', () => {
  it('loads a city; an unknown or malformed city is "not found", a server failure is a failure', async () => {
    const market = { slug: 'austin-tx', city: 'Austin' } as api.CityMarket;
    mocked.fetchCityMarket
      .mockResolvedValueOnce(market)
      .mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'No such city' }]))
      .mockRejectedValueOnce(new ApiError(400, [{ code: 'VALIDATION', message: 'Bad slug' }]))
      .mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const saga = runSagaAlone(cityMarketSaga);
    for (const city of ['austin-tx', 'nowhere-zz', 'BAD', 'austin-tx']) {
      saga.put(cityMarketRequested(city));
      await settle();
    }
    expect(mocked.fetchCityMarket).toHaveBeenNthCalledWith(2, 'nowhere-zz');
    expect(saga.dispatched.map((a) => a.payload)).toEqual([market, 'not-found', 'not-found', 'failed']);
    saga.task.cancel();
  });
});
