import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './developer-portal.api';
import { developerPortalSaga } from './developer-portal.saga';
import { thisMonth } from './usage-month';
import { KEY, ORGANIZATION, usageOf, withSecret } from './developer-portal.test-data';
import { docsRequested, initialPortalState, keyRequested, planChosen, portalOpened, revokeRequested, rotateRequested, usageRequested } from './developer-portal.slice';

jest.mock('./developer-portal.api');
const mocked = jest.mocked(api);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const STATE = { ...initialPortalState, keys: [KEY] };

describe('developer portal saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the organisation and its keys; a user without one gets no key request', async () => {
    mocked.fetchOrganization.mockResolvedValueOnce(ORGANIZATION);
    mocked.fetchKeys.mockResolvedValueOnce([KEY]);
    const saga = runSagaAlone(developerPortalSaga, STATE);
    saga.put(portalOpened());
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/organizationLoaded', payload: ORGANIZATION });
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/keysLoaded', payload: [KEY] });

    mocked.fetchOrganization.mockResolvedValueOnce(null);
    saga.put(portalOpened());
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/organizationLoaded', payload: null });
    expect(mocked.fetchKeys).toHaveBeenCalledTimes(1);
    saga.task.cancel();
  });

  it('shows a new key its secret once and lists the keys again; a refused key shows the API message', async () => {
    mocked.createKey.mockResolvedValueOnce(withSecret('sk_live_secret', { id: 'key_2', name: 'Staging' }));
    mocked.fetchKeys.mockResolvedValueOnce([KEY]);
    const saga = runSagaAlone(developerPortalSaga, STATE);
    const request = { name: 'Staging', scopes: ['property' as const] };
    saga.put(keyRequested(request));
    await tick();
    expect(mocked.createKey).toHaveBeenCalledWith(request);
    expect(saga.dispatched).toContainEqual({
      type: 'developerPortal/keyCreated',
      payload: { name: 'Staging', key: withSecret('sk_live_secret', { id: 'key_2', name: 'Staging' }) },
    });
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/keysLoaded', payload: [KEY] });

    mocked.createKey.mockRejectedValueOnce(new ApiError(400, [{ code: 'VALIDATION_FAILED', message: 'Pick at least one scope.' }]));
    saga.put(keyRequested({ name: 'Empty', scopes: [] }));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/actionFailed', payload: 'Pick at least one scope.' });
    saga.task.cancel();
  });

  it('rotates a key under its name and revokes one', async () => {
    mocked.rotateKey.mockResolvedValueOnce(withSecret('sk_live_new'));
    mocked.fetchKeys.mockResolvedValueOnce([KEY]);
    mocked.revokeKey.mockResolvedValueOnce();
    const saga = runSagaAlone(developerPortalSaga, STATE);
    saga.put(rotateRequested('key_1'));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/keyRotated', payload: { name: 'Production', key: withSecret('sk_live_new') } });
    saga.put(revokeRequested('key_1'));
    await tick();
    expect(mocked.revokeKey).toHaveBeenCalledWith('key_1');
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/keyRevoked', payload: { id: 'key_1', name: 'Production' } });
    saga.task.cancel();
  });

  it('buys a plan through the hosted checkout; a refused checkout says why', async () => {
    mocked.startPlanCheckout.mockResolvedValueOnce();
    const saga = runSagaAlone(developerPortalSaga, STATE);
    saga.put(planChosen('growth'));
    await tick();
    expect(mocked.startPlanCheckout).toHaveBeenCalledWith('growth');
    mocked.startPlanCheckout.mockRejectedValueOnce(new ApiError(403, [{ code: 'FORBIDDEN', message: 'Only the organization’s owner can change its plan.' }]));
    saga.put(planChosen('enterprise'));
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/actionFailed', payload: 'Only the organization’s owner can change its plan.' });
    saga.task.cancel();
  });

  it("asks for this month's usage", async () => {
    const usage = usageOf([{ day: '2026-11-02', route: '/api/data/v1/markets/{id}', keyId: 'key_1', calls: 3 }]);
    mocked.fetchUsage.mockResolvedValueOnce(usage);
    const saga = runSagaAlone(developerPortalSaga, STATE);
    saga.put(usageRequested());
    await tick();
    expect(mocked.fetchUsage).toHaveBeenCalledWith(thisMonth());
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/usageLoaded', payload: usage });
    saga.task.cancel();
  });

  it('turns the OpenAPI document into documented routes, and says when it cannot be read', async () => {
    mocked.fetchDataApiDocument.mockResolvedValueOnce({ paths: { '/markets/{id}': { get: { summary: 'Market trend' } } } });
    const saga = runSagaAlone(developerPortalSaga, STATE);
    saga.put(docsRequested());
    await tick();
    const loaded = saga.dispatched.find((a) => a.type === 'developerPortal/docsLoaded') as { payload: { summary: string }[] };
    expect(loaded.payload.map((op) => op.summary)).toEqual(['Market trend']);
    mocked.fetchDataApiDocument.mockRejectedValueOnce(new ApiError(0, [{ code: 'NETWORK', message: 'Something went wrong.' }]));
    saga.put(docsRequested());
    await tick();
    expect(saga.dispatched).toContainEqual({ type: 'developerPortal/docsFailed', payload: 'Something went wrong.' });
    saga.task.cancel();
  });

  it('counts the month from its first day (UTC) to today', () => {
    expect(thisMonth(new Date('2026-11-27T23:30:00.000Z'))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });
});
