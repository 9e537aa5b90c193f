import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserPropertyEntry } from '@homeworth/shared-lib';
import type { Profile, ProfileForm } from './profile.api';

/** Profile page state. */
export interface ProfileState {
  profile: Profile | null;
  homes: UserPropertyEntry[];
  loading: boolean;
  saving: boolean;
  uploading: boolean;
  error: string | null;
  /** Which form field the server refused (args.field), to show the message there. */
  errorField: string | null;
  notice: string | null;
  imageError: string | null;
  /** Changes after each upload so the browser fetches the new image. */
  imageVersion: number;
}

const initialState: ProfileState = {
  profile: null,
  homes: [],
  loading: false,
  saving: false,
  uploading: false,
  error: null,
  errorField: null,
  notice: null,
  imageError: null,
  imageVersion: 0,
};

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequested: (state) => {
      state.loading = true;
      state.error = null;
    },
    profileLoaded: (state, action: PayloadAction<{ profile: Profile; homes: UserPropertyEntry[] }>) => {
      state.loading = false;
      state.profile = action.payload.profile;
      state.homes = action.payload.homes;
    },
    profileSaveRequested: (state, _action: PayloadAction<ProfileForm>) => {
      state.saving = true;
      state.error = null;
      state.errorField = null;
      state.notice = null;
    },
    profileSaved: (state, action: PayloadAction<{ profile: Profile; notice: string }>) => {
      state.saving = false;
      state.profile = action.payload.profile;
      state.notice = action.payload.notice;
    },
    profileFailed: (state, action: PayloadAction<{ message: string; field?: string | null }>) => {
      state.loading = false;
      state.saving = false;
      state.error = action.payload.message;
      state.errorField = action.payload.field ?? null;
    },
    imageUploadRequested: (state, _action: PayloadAction<File>) => {
      state.uploading = true;
      state.imageError = null;
    },
    imageUploaded: (state, action: PayloadAction<Profile>) => {
      state.uploading = false;
      state.profile = action.payload;
      state.imageVersion += 1;
    },
    imageRefused: (state, action: PayloadAction<string>) => {
      state.uploading = false;
      state.imageError = action.payload;
    },
  },
});

export const { profileRequested, profileLoaded, profileSaveRequested, profileSaved, profileFailed, imageUploadRequested, imageUploaded, imageRefused } = profileSlice.actions;
