import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientActivityEntry, ClientEngagement } from '@homeworth/shared-lib/domain';
import type { AgentNotifications, EngagementAction } from './engagement.api';

/** One client's engagement as the client page shows it. */
export interface ClientEngagementState {
  engagement: ClientEngagement | null;
  loading: boolean;
  busy: boolean;
  notice: { text: string; error: boolean } | null;
}

/** The activity feed, the alerts, and each opened client's engagement. */
export interface EngagementState {
  feed: ClientActivityEntry[] | null;
  notifications: AgentNotifications | null;
  error: string | null;
  clients: Record<number, ClientEngagementState>;
}

const initialState: EngagementState = { feed: null, notifications: null, error: null, clients: {} };
const blank: ClientEngagementState = { engagement: null, loading: true, busy: false, notice: null };

export const engagementSlice = createSlice({
  name: 'engagement',
  initialState,
  reducers: {
    activityOpened: (state) => {
      state.error = null;
    },
    activityLoaded: (state, action: PayloadAction<{ feed: ClientActivityEntry[]; notifications: AgentNotifications }>) => {
      state.feed = action.payload.feed;
      state.notifications = action.payload.notifications;
    },
    activityFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    notificationsReadRequested: () => undefined,
    notificationsLoaded: (state, action: PayloadAction<AgentNotifications>) => {
      state.notifications = action.payload;
    },
    clientEngagementOpened: (state, action: PayloadAction<number>) => {
      state.clients[action.payload] = { ...(state.clients[action.payload] ?? blank), loading: true };
    },
    clientEngagementLoaded: (state, action: PayloadAction<ClientEngagement>) => {
      const current = state.clients[action.payload.clientId] ?? blank;
      state.clients[action.payload.clientId] = { ...current, engagement: action.payload, loading: false, busy: false };
    },
    engagementActionRequested: (state, action: PayloadAction<{ clientId: number; action: EngagementAction }>) => {
      const current = state.clients[action.payload.clientId] ?? blank;
      state.clients[action.payload.clientId] = { ...current, busy: true, notice: null };
    },
    clientEngagementNotice: (state, action: PayloadAction<{ clientId: number; text: string; error: boolean }>) => {
      const current = state.clients[action.payload.clientId] ?? blank;
      state.clients[action.payload.clientId] = { ...current, loading: false, busy: false, notice: { text: action.payload.text, error: action.payload.error } };
    },
  },
});

export const {
  activityOpened,
  activityLoaded,
  activityFailed,
  notificationsReadRequested,
  notificationsLoaded,
  clientEngagementOpened,
  clientEngagementLoaded,
  engagementActionRequested,
  clientEngagementNotice,
} = engagementSlice.actions;
