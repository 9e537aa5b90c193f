import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentProfile, AgentProfileForm } from './agent-profile.api';

/** A field of the agent form. */
export type ProfileField = keyof AgentProfileForm;

/** A line under the form: saved, or why not. */
export interface ProfileStatus {
  text: string;
  error: boolean;
}

/** The agent form's saved values (null until they arrive), the save and photo upload in flight, and what to say. */
export interface AgentProfileState {
  saved: AgentProfile | null;
  saving: boolean;
  fieldErrors: Partial<Record<ProfileField, string>>;
  status: ProfileStatus | null;
  hasPhoto: boolean;
  /** Bumped by each uploaded photo, so the card image is read again. */
  photoVersion: number;
}

const initialState: AgentProfileState = { saved: null, saving: false, fieldErrors: {}, status: null, hasPhoto: false, photoVersion: 0 };

export const agentProfileSlice = createSlice({
  name: 'agentProfile',
  initialState,
  reducers: {
    agentProfileOpened: () => initialState,
    agentProfileLoaded: (state, action: PayloadAction<AgentProfile>) => {
      state.saved = action.payload;
      state.hasPhoto = action.payload.hasPhoto;
    },
    agentProfileSaveRequested: (state, _action: PayloadAction<AgentProfileForm>) => {
      state.saving = true;
      state.status = null;
      state.fieldErrors = {};
    },
    agentProfileSaved: (state, action: PayloadAction<AgentProfile>) => {
      state.saving = false;
      state.saved = action.payload;
      state.hasPhoto = action.payload.hasPhoto;
      state.status = { text: 'Profile saved.', error: false };
    },
    agentProfileFailed: (state, action: PayloadAction<{ message: string; fieldErrors?: Partial<Record<ProfileField, string>> }>) => {
      state.saving = false;
      state.fieldErrors = action.payload.fieldErrors ?? {};
      state.status = { text: action.payload.message, error: true };
    },
    agentPhotoChosen: (_state, _action: PayloadAction<File>) => undefined,
    agentPhotoSaved: (state) => {
      state.hasPhoto = true;
      state.photoVersion += 1;
      state.status = { text: 'Photo saved.', error: false };
    },
    /** The card image would not load: show the upload as for no photo. */
    agentPhotoMissing: (state) => {
      state.hasPhoto = false;
    },
  },
});

export const { agentProfileOpened, agentProfileLoaded, agentProfileSaveRequested, agentProfileSaved, agentProfileFailed, agentPhotoChosen, agentPhotoSaved, agentPhotoMissing } =
  agentProfileSlice.actions;
