import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import type { ClientActivityEntry, ClientEngagement } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './engagement.api';
import { engagementSaga } from './engagement.saga';
import {
  activityFailed,
  activityLoaded,
  activityOpened,
  clientEngagementLoaded,
  clientEngagementNotice,
  engagementActionRequested,
  notificationsLoaded,
  notificationsReadRequested,
} from './engagement.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./engagement.api');
const mocked = jest.mocked(api);

// Only identity matters to the saga: the contents are the API's.
const FEED = [{ clientId: 7, kind: 'report-viewed' }] as unknown as ClientActivityEntry[];
const NOTIFICATIONS = { unread: 2, items: [] } as unknown as api.AgentNotifications;
const ENGAGEMENT = { clientId: 7, invited: true } as unknown as ClientEngagement;

const start = () => runSagaAlone(engagementSaga);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('engagement saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the feed and the alerts together, and marks the alerts read', async () => {
    mocked.fetchActivityFeed.mockResolvedValue(FEED);
    mocked.fetchNotifications.mockResolvedValue(NOTIFICATIONS);
    const read = { unread: 0, items: [] } as unknown as api.AgentNotifications;
    mocked.markNotificationsRead.mockResolvedValue(read);
    const saga = start();
    saga.put(activityOpened());
    await flush();
    saga.put(notificationsReadRequested());
    await flush();
    expect(saga.dispatched).toEqual([activityLoaded({ feed: FEED, notifications: NOTIFICATIONS }), notificationsLoaded(read)]);
    saga.task.cancel();
  });

  it("an action on a client reloads its engagement and shows the API's text; a refusal shows the API's message", async () => {
    mocked.runEngagementAction.mockResolvedValueOnce('Invitation sent.').mockRejectedValueOnce(new ApiError(403, [{ code: 'FORBIDDEN', message: 'This client is not yours.' }]));
    mocked.fetchClientEngagement.mockResolvedValue(ENGAGEMENT);
    const saga = start();
    saga.put(engagementActionRequested({ clientId: 7, action: 'invite' }));
    await flush();
    expect(mocked.runEngagementAction).toHaveBeenCalledWith(7, 'invite');
    expect(mocked.fetchClientEngagement).toHaveBeenCalledWith(7);
    expect(saga.dispatched).toEqual([clientEngagementLoaded(ENGAGEMENT), clientEngagementNotice({ clientId: 7, text: 'Invitation sent.', error: false })]);
    saga.put(engagementActionRequested({ clientId: 9, action: 'revoke' }));
    await flush();
    expect(saga.dispatched[2]).toEqual(clientEngagementNotice({ clientId: 9, text: 'This client is not yours.', error: true }));
    expect(mocked.fetchClientEngagement).toHaveBeenCalledTimes(1);
    saga.task.cancel();
  });

  it('a feed that cannot be reached shows the generic error', async () => {
    mocked.fetchActivityFeed.mockRejectedValue(new Error('Network Error'));
    mocked.fetchNotifications.mockResolvedValue(NOTIFICATIONS);
    const saga = start();
    saga.put(activityOpened());
    await flush();
    expect(saga.dispatched).toEqual([activityFailed(MESSAGES.genericError)]);
    saga.task.cancel();
  });
});
