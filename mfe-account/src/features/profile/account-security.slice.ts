import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountEvent, SignedInDevice, TwoStepStatus } from './account-security.api';

/** The profile's account protections: two-step sign-in, the signed-in devices and the account activity. */
export interface AccountSecurityState {
  twoStep: {
    status: TwoStepStatus | null;
    enrolment: { secret: string; otpauthUri: string } | null;
    /** Shown once, right after two-step sign-in is turned on. */
    recoveryCodes: string[] | null;
    busy: boolean;
    error: string | null;
    /** Counts the changes that went through, so the form can clear the code and password it holds. */
    changes: number;
  };
  devices: { list: SignedInDevice[] | null; notice: string | null; error: string | null };
  activity: { events: AccountEvent[] | null; nextBefore: number | null; error: string | null };
  /** The emailed "undo the email change" link, once followed. */
  undoEmailChange: { status: 'working' } | { status: 'done'; email: string } | { status: 'failed'; message: string };
}

const initialState: AccountSecurityState = {
  twoStep: { status: null, enrolment: null, recoveryCodes: null, busy: false, error: null, changes: 0 },
  devices: { list: null, notice: null, error: null },
  activity: { events: null, nextBefore: null, error: null },
  undoEmailChange: { status: 'working' },
};

const twoStepBusy = (state: AccountSecurityState) => {
  state.twoStep.busy = true;
  state.twoStep.error = null;
};

export const accountSecuritySlice = createSlice({
  name: 'accountSecurity',
  initialState,
  reducers: {
    /** The section opened: what a previous visit showed (recovery codes above all) is not shown again. */
    twoStepRequested: (state) => {
      state.twoStep = { ...initialState.twoStep, status: state.twoStep.status, changes: state.twoStep.changes };
    },
    twoStepLoaded: (state, action: PayloadAction<TwoStepStatus>) => {
      state.twoStep.status = action.payload;
    },
    twoStepEnrolmentRequested: twoStepBusy,
    twoStepEnrolmentStarted: (state, action: PayloadAction<{ secret: string; otpauthUri: string }>) => {
      state.twoStep.busy = false;
      state.twoStep.enrolment = action.payload;
    },
    twoStepConfirmRequested: (state, _action: PayloadAction<string>) => twoStepBusy(state),
    twoStepTurnedOn: (state, action: PayloadAction<{ recoveryCodes: string[]; status: TwoStepStatus }>) => {
      state.twoStep = { ...state.twoStep, ...action.payload, enrolment: null, busy: false, changes: state.twoStep.changes + 1 };
    },
    twoStepDisableRequested: (state, _action: PayloadAction<{ password: string; code: string }>) => twoStepBusy(state),
    twoStepTurnedOff: (state, action: PayloadAction<TwoStepStatus>) => {
      state.twoStep = { ...state.twoStep, status: action.payload, recoveryCodes: null, busy: false, changes: state.twoStep.changes + 1 };
    },
    twoStepFailed: (state, action: PayloadAction<string>) => {
      state.twoStep.busy = false;
      state.twoStep.error = action.payload;
    },
    devicesRequested: (state) => {
      state.devices = { ...initialState.devices, list: state.devices.list };
    },
    devicesLoaded: (state, action: PayloadAction<SignedInDevice[]>) => {
      state.devices.list = action.payload;
    },
    /** Signs out one device, or (no sessionId) every device but this one; `done` is the notice on success. */
    deviceSignOutRequested: (_state, _action: PayloadAction<{ sessionId?: number; done: string }>) => undefined,
    deviceSignedOut: (state, action: PayloadAction<string>) => {
      state.devices.notice = action.payload;
    },
    devicesFailed: (state, action: PayloadAction<string>) => {
      state.devices.error = action.payload;
    },
    /** The newest page of activity, or (`before`) the page older than the one shown. */
    activityRequested: (state, _action: PayloadAction<number | undefined>) => {
      state.activity.error = null;
    },
    activityLoaded: (state, action: PayloadAction<{ events: AccountEvent[]; nextBefore: number | null; older: boolean }>) => {
      const { events, nextBefore, older } = action.payload;
      state.activity.events = [...(older ? (state.activity.events ?? []) : []), ...events];
      state.activity.nextBefore = nextBefore;
    },
    activityFailed: (state, action: PayloadAction<string>) => {
      state.activity.error = action.payload;
    },
    emailChangeUndoRequested: (state, _action: PayloadAction<string>) => {
      state.undoEmailChange = { status: 'working' };
    },
    emailChangeUndone: (state, action: PayloadAction<AccountSecurityState['undoEmailChange']>) => {
      state.undoEmailChange = action.payload;
    },
  },
});

export const {
  twoStepRequested,
  twoStepLoaded,
  twoStepEnrolmentRequested,
  twoStepEnrolmentStarted,
  twoStepConfirmRequested,
  twoStepTurnedOn,
  twoStepDisableRequested,
  twoStepTurnedOff,
  twoStepFailed,
  devicesRequested,
  devicesLoaded,
  deviceSignOutRequested,
  deviceSignedOut,
  devicesFailed,
  activityRequested,
  activityLoaded,
  activityFailed,
  emailChangeUndoRequested,
  emailChangeUndone,
} = accountSecuritySlice.actions;
