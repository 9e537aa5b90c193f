import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './replacement-budget.api';
import { replacementBudgetSaga } from './replacement-budget.saga';
import { budgetOpened } from './replacement-budget.slice';

jest.mock('./replacement-budget.api');
const fetchReplacementBudget = jest.mocked(api.fetchReplacementBudget);

const BUDGET = { components: [{ key: 'roof', name: 'Roof', yearsLeft: 6, cost: 14500 }] } as unknown as api.ReplacementBudget;

const start = () => runSagaAlone(replacementBudgetSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('replacement budget saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('reads the budget of the home on the page', async () => {
    fetchReplacementBudget.mockResolvedValue({ budget: BUDGET });
    const saga = start();
    saga.put(budgetOpened(9));
    await settle();
    expect(fetchReplacementBudget).toHaveBeenCalledWith(9);
    expect(saga.dispatched).toEqual([{ type: 'replacementBudget/budgetLoaded', payload: BUDGET }]);
    saga.task.cancel();
  });

  it("shows the API's message, or the generic error without an API answer", async () => {
    fetchReplacementBudget.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Home not found.' }]));
    fetchReplacementBudget.mockRejectedValueOnce(new Error('offline'));
    const saga = start();
    saga.put(budgetOpened(77));
    await settle();
    saga.put(budgetOpened(null));
    await settle();
    expect(fetchReplacementBudget).toHaveBeenLastCalledWith(null);
    expect(saga.dispatched).toEqual([
      { type: 'replacementBudget/budgetFailed', payload: 'Home not found.' },
      { type: 'replacementBudget/budgetFailed', payload: MESSAGES.genericError },
    ]);
    saga.task.cancel();
  });

  it('draws the budget locked when the tier does not open it, with the level that does (no figures came)', async () => {
    fetchReplacementBudget.mockResolvedValueOnce({ locked: { requires: 'full', userPropertyId: 9 } });
    const saga = start();
    saga.put(budgetOpened(9));
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'replacementBudget/budgetLocked', payload: { requires: 'full', userPropertyId: 9 } }]);
    saga.task.cancel();
  });

  it('keeps only the answer for the latest home when the user switches quickly (takeLatest)', async () => {
    let answerFirst: (b: { budget: api.ReplacementBudget }) => void = () => undefined;
    fetchReplacementBudget.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)));
    const latest = { components: [] } as unknown as api.ReplacementBudget;
    fetchReplacementBudget.mockResolvedValueOnce({ budget: latest });
    const saga = start();
    saga.put(budgetOpened(9));
    saga.put(budgetOpened(12));
    await settle();
    answerFirst({ budget: BUDGET });
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'replacementBudget/budgetLoaded', payload: latest }]);
    saga.task.cancel();
  });
});
