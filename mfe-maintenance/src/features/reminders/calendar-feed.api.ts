import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

const FEED = '/v1/maintenance/calendar-feed';

type FeedPath = '/api/v1/maintenance/calendar-feed';

/** A home's private calendar feed: its URL is known only right after it is made (the API keeps a hash). */
export type CalendarFeed = ApiAnswer<FeedPath, 'get'>;

/** Whether the home has a live feed. */
export function fetchCalendarFeed(userPropertyId: number): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>({ method: 'GET', url: FEED, params: { userPropertyId } });
}

/** Makes a new private feed URL; any earlier one stops working. */
export async function makeCalendarFeed(userPropertyId: number): Promise<CalendarFeed> {
  const made = await apiRequest<ApiAnswer<FeedPath, 'post'>>({ method: 'POST', url: FEED, data: { userPropertyId } });
  return { active: true, createdAt: made.createdAt ?? null, url: made.url };
}

/** Turns the feed off: its URL stops working. */
export async function revokeCalendarFeed(userPropertyId: number): Promise<CalendarFeed> {
  await apiRequest({ method: 'DELETE', url: FEED, params: { userPropertyId } });
  return { active: false, createdAt: null, url: null };
}
