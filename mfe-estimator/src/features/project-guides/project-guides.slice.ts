import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GuidePost } from './project-guides.api';

/** The guides of the project last asked for (none while loading or when the blog is unavailable). */
export interface ProjectGuidesState {
  slug: string | null;
  posts: GuidePost[];
}

const initialState: ProjectGuidesState = { slug: null, posts: [] };

export const projectGuidesSlice = createSlice({
  name: 'projectGuides',
  initialState,
  reducers: {
    guidesRequested: (state, action: PayloadAction<string>) => {
      if (state.slug !== action.payload) state.posts = [];
      state.slug = action.payload;
    },
    guidesLoaded: (state, action: PayloadAction<{ slug: string; posts: GuidePost[] }>) => {
      if (state.slug === action.payload.slug) state.posts = action.payload.posts;
    },
  },
});

export const { guidesRequested, guidesLoaded } = projectGuidesSlice.actions;
