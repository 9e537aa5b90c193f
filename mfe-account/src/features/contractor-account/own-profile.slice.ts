import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lead, OwnProfile, ProfileUpdate } from '../../shared/contractor-profile.api';

/** The signed-in contractor's own profile (editor and Leads page). */
export interface OwnProfileState {
  profile: OwnProfile | null;
  loading: boolean;
  /** The account has no company yet (sign-up not finished). */
  noCompany: boolean;
  busy: boolean;
  notice: string | null;
  error: string | null;
  leads: Lead[] | null;
}

const initialState: OwnProfileState = { profile: null, loading: false, noCompany: false, busy: false, notice: null, error: null, leads: null };

export const ownProfileSlice = createSlice({
  name: 'ownProfile',
  initialState,
  reducers: {
    ownProfileRequested: (state) => {
      state.loading = true;
      state.error = null;
      state.notice = null;
    },
    ownProfileLoaded: (state, action: PayloadAction<OwnProfile | null>) => {
      state.loading = false;
      state.profile = action.payload;
      state.noCompany = action.payload === null;
    },
    ownProfileSaveRequested: (state, _action: PayloadAction<ProfileUpdate>) => {
      state.busy = true;
      state.error = null;
      state.notice = null;
    },
    ownImageUploadRequested: (state, _action: PayloadAction<{ kind: 'logo' | 'photos'; file: File }>) => {
      state.busy = true;
      state.error = null;
      state.notice = null;
    },
    ownPhotoRemoveRequested: (state, _action: PayloadAction<string>) => {
      state.busy = true;
      state.error = null;
      state.notice = null;
    },
    ownProfileSaved: (state, action: PayloadAction<{ profile: OwnProfile; notice: string }>) => {
      state.busy = false;
      state.profile = action.payload.profile;
      state.notice = action.payload.notice;
    },
    ownProfileFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.busy = false;
      state.error = action.payload;
    },
    leadsRequested: (state) => {
      state.leads = null;
      state.error = null;
    },
    leadsLoaded: (state, action: PayloadAction<Lead[]>) => {
      state.leads = action.payload;
    },
  },
});

export const {
  ownProfileRequested,
  ownProfileLoaded,
  ownProfileSaveRequested,
  ownImageUploadRequested,
  ownPhotoRemoveRequested,
  ownProfileSaved,
  ownProfileFailed,
  leadsRequested,
  leadsLoaded,
} = ownProfileSlice.actions;
