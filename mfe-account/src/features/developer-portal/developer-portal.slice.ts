import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shallowEqual, useSelector } from 'react-redux';
import type { ApiKeySummary, DataPlanId, DeveloperOrganization, DeveloperUsage, NewApiKey, NewKeyRequest, SavedWidgetSettings, WidgetSettings } from './developer-portal.api';
import type { DocOperation } from './openapi-snippets';

/** What is running: one action at a time, named so its button shows it. */
export type PortalBusy = 'organization' | 'key' | 'plan' | 'widget' | 'publishable-key' | `rotate:${string}` | `revoke:${string}` | null;

/** The developer portal: the organisation, its keys and usage, the docs, and the secret shown once. */
export interface DeveloperPortalState {
  /** The organisation has been asked for (null afterwards means the user has none yet). */
  loaded: boolean;
  organization: DeveloperOrganization | null;
  keys: ApiKeySummary[] | null;
  usage: DeveloperUsage | null;
  docs: DocOperation[] | null;
  docsError: string | null;
  /** A secret just created or rotated: shown this once, dropped when dismissed or on leaving the portal. */
  revealed: { name: string; key: string; rotated: boolean } | null;
  /** The publishable key just created, for the widget's snippet. */
  publishableKey: string | null;
  /** The leads webhook's signing secret: answered once, when a webhook is first set. */
  webhookSecret: string | null;
  busy: PortalBusy;
  error: string | null;
  notice: string | null;
}

export const initialPortalState: DeveloperPortalState = {
  loaded: false,
  organization: null,
  keys: null,
  usage: null,
  docs: null,
  docsError: null,
  revealed: null,
  publishableKey: null,
  webhookSecret: null,
  busy: null,
  error: null,
  notice: null,
};

/** Starts an action: the previous message goes. */
function start(state: DeveloperPortalState, busy: PortalBusy) {
  state.busy = busy;
  state.error = null;
  state.notice = null;
}

export const developerPortalSlice = createSlice({
  name: 'developerPortal',
  initialState: initialPortalState,
  reducers: {
    portalOpened: (state) => {
      state.error = null;
    },
    organizationLoaded: (state, action: PayloadAction<DeveloperOrganization | null>) => {
      state.loaded = true;
      state.organization = action.payload;
    },
    keysLoaded: (state, action: PayloadAction<ApiKeySummary[]>) => {
      state.keys = action.payload;
    },
    usageRequested: (state) => {
      state.error = null;
    },
    usageLoaded: (state, action: PayloadAction<DeveloperUsage>) => {
      state.usage = action.payload;
      if (state.organization) state.organization.quota = action.payload.quota;
    },
    organizationRequested: (state, _action: PayloadAction<string>) => start(state, 'organization'),
    keyRequested: (state, _action: PayloadAction<NewKeyRequest>) => start(state, 'key'),
    keyCreated: (state, action: PayloadAction<{ name: string; key: NewApiKey }>) => {
      state.busy = null;
      state.revealed = { name: action.payload.name, key: action.payload.key.key, rotated: false };
    },
    rotateRequested: (state, action: PayloadAction<string>) => start(state, `rotate:${action.payload}`),
    keyRotated: (state, action: PayloadAction<{ name: string; key: NewApiKey }>) => {
      state.busy = null;
      state.revealed = { name: action.payload.name, key: action.payload.key.key, rotated: true };
    },
    revokeRequested: (state, action: PayloadAction<string>) => start(state, `revoke:${action.payload}`),
    keyRevoked: (state, action: PayloadAction<{ id: string; name: string }>) => {
      state.busy = null;
      state.keys = state.keys?.map((key) => (key.id === action.payload.id ? { ...key, status: 'revoked' as const } : key)) ?? null;
      state.notice = `${action.payload.name} is revoked: calls with it are refused from now on.`;
    },
    secretDismissed: (state) => {
      state.revealed = null;
    },
    planChosen: (state, _action: PayloadAction<Exclude<DataPlanId, 'trial'>>) => start(state, 'plan'),
    widgetSaveRequested: (state, _action: PayloadAction<WidgetSettings>) => start(state, 'widget'),
    widgetSaved: (state, action: PayloadAction<SavedWidgetSettings>) => {
      const { leadsWebhookSecret, primaryColor, logoUrl, ...widget } = action.payload;
      state.busy = null;
      state.notice = 'Widget settings saved.';
      if (leadsWebhookSecret) state.webhookSecret = leadsWebhookSecret;
      if (state.organization) {
        state.organization.branding = { primaryColor, logoUrl };
        state.organization.widget = widget;
      }
    },
    publishableKeyRequested: (state, _action: PayloadAction<string>) => start(state, 'publishable-key'),
    publishableKeyCreated: (state, action: PayloadAction<string>) => {
      state.busy = null;
      state.publishableKey = action.payload;
    },
    docsRequested: (state) => {
      state.docsError = null;
    },
    docsLoaded: (state, action: PayloadAction<DocOperation[]>) => {
      state.docs = action.payload;
    },
    docsFailed: (state, action: PayloadAction<string>) => {
      state.docsError = action.payload;
    },
    actionDone: (state) => {
      state.busy = null;
    },
    actionFailed: (state, action: PayloadAction<string>) => {
      state.busy = null;
      state.error = action.payload;
    },
  },
});

export const {
  portalOpened,
  organizationLoaded,
  keysLoaded,
  usageRequested,
  usageLoaded,
  organizationRequested,
  keyRequested,
  keyCreated,
  rotateRequested,
  keyRotated,
  revokeRequested,
  keyRevoked,
  secretDismissed,
  planChosen,
  widgetSaveRequested,
  widgetSaved,
  publishableKeyRequested,
  publishableKeyCreated,
  docsRequested,
  docsLoaded,
  docsFailed,
  actionDone,
  actionFailed,
} = developerPortalSlice.actions;

/** The named parts of the portal's state, from its own store (re-rendering only when one of them changes). */
export function usePortalState<K extends keyof DeveloperPortalState>(...keys: K[]): Pick<DeveloperPortalState, K> {
  return useSelector((state: DeveloperPortalState) => Object.fromEntries(keys.map((key) => [key, state[key]])) as Pick<DeveloperPortalState, K>, shallowEqual);
}
