import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './calendar-feed.api';
import { calendarFeedSaga } from './calendar-feed.saga';
import { feedOpened, feedRequested } from './calendar-feed.slice';

jest.mock('./calendar-feed.api');
const mocked = jest.mocked(api);

const start = () => runSagaAlone(calendarFeedSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('calendar feed saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('reads whether the home has a live feed', async () => {
    const feed = { active: true, createdAt: '2026-11-01T10:00:00.000Z', url: null };
    mocked.fetchCalendarFeed.mockResolvedValue(feed);
    const saga = start();
    saga.put(feedOpened(9));
    await settle();
    expect(mocked.fetchCalendarFeed).toHaveBeenCalledWith(9);
    expect(saga.dispatched).toEqual([{ type: 'calendarFeed/feedLoaded', payload: feed }]);
    saga.task.cancel();
  });

  it('makes a feed on "make" and revokes it on "revoke", never the other call', async () => {
    const made = { active: true, createdAt: '2026-11-23T18:00:00.000Z', url: 'http://localhost:4000/v1/calendar/abc.ics' };
    const revoked = { active: false, createdAt: null, url: null };
    mocked.makeCalendarFeed.mockResolvedValue(made);
    mocked.revokeCalendarFeed.mockResolvedValue(revoked);
    const saga = start();
    saga.put(feedRequested({ userPropertyId: 9, change: 'make' }));
    await settle();
    expect(mocked.makeCalendarFeed).toHaveBeenCalledWith(9);
    expect(mocked.revokeCalendarFeed).not.toHaveBeenCalled();
    saga.put(feedRequested({ userPropertyId: 9, change: 'revoke' }));
    await settle();
    expect(mocked.revokeCalendarFeed).toHaveBeenCalledWith(9);
    expect(mocked.makeCalendarFeed).toHaveBeenCalledTimes(1);
    expect(saga.dispatched).toEqual([
      { type: 'calendarFeed/feedLoaded', payload: made },
      { type: 'calendarFeed/feedLoaded', payload: revoked },
    ]);
    saga.task.cancel();
  });

  it("shows the API's refusal, or the generic error without one", async () => {
    mocked.makeCalendarFeed.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Home not found.' }]));
    mocked.fetchCalendarFeed.mockRejectedValue(new Error('offline'));
    const saga = start();
    saga.put(feedRequested({ userPropertyId: 77, change: 'make' }));
    await settle();
    saga.put(feedOpened(77));
    await settle();
    expect(saga.dispatched).toEqual([
      { type: 'calendarFeed/feedFailed', payload: 'Home not found.' },
      { type: 'calendarFeed/feedFailed', payload: MESSAGES.genericError },
    ]);
    saga.task.cancel();
  });
});
