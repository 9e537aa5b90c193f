import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarFeed } from './calendar-feed.api';

/** The calendar feed of the home on the page. */
export interface CalendarFeedState {
  feed: CalendarFeed | null;
  busy: boolean;
  error: string | null;
}

const initialState: CalendarFeedState = { feed: null, busy: false, error: null };

export const calendarFeedSlice = createSlice({
  name: 'calendarFeed',
  initialState,
  reducers: {
    feedOpened: (state, _action: PayloadAction<number>) => {
      state.error = null;
    },
    feedRequested: (state, _action: PayloadAction<{ userPropertyId: number; change: 'make' | 'revoke' }>) => {
      state.busy = true;
      state.error = null;
    },
    feedLoaded: (state, action: PayloadAction<CalendarFeed>) => {
      state.busy = false;
      // A URL shown once stays on the page until it is revoked or replaced.
      state.feed = action.payload.url || !action.payload.active || !state.feed?.url ? action.payload : { ...action.payload, url: state.feed.url };
    },
    feedFailed: (state, action: PayloadAction<string>) => {
      state.busy = false;
      state.error = action.payload;
    },
  },
});

export const { feedOpened, feedRequested, feedLoaded, feedFailed } = calendarFeedSlice.actions;
