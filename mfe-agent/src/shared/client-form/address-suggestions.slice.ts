import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressSuggestion } from './address-suggestions.api';

/** Fewer typed characters than this ask for no suggestions. */
export const SUGGEST_FROM_LENGTH = 3;

/** The client form's address autocomplete: what was typed last and the suggestions found for it. */
export interface AddressSuggestionsState {
  typed: string;
  suggestions: AddressSuggestion[];
}

const initialState: AddressSuggestionsState = { typed: '', suggestions: [] };

export const addressSuggestionsSlice = createSlice({
  name: 'addressSuggestions',
  initialState,
  reducers: {
    // The earlier suggestions stay until new ones arrive (no flicker while typing), except below the minimum.
    addressTyped: (state, action: PayloadAction<string>) => {
      state.typed = action.payload;
      if (action.payload.length < SUGGEST_FROM_LENGTH) state.suggestions = [];
    },
    addressSuggestionsFound: (state, action: PayloadAction<AddressSuggestion[]>) => {
      state.suggestions = action.payload;
    },
  },
});

export const { addressTyped, addressSuggestionsFound } = addressSuggestionsSlice.actions;
