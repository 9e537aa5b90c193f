import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { homeFactsKnown } from '../home-facts/home-facts.slice';
import { withHomeFacts, type HomeFacts } from '../home-facts/home-facts';
import type { EstimatorAnswers, EstimatorStepId, FinishLevel, StepAnswer } from '@homeworth/shared-lib/domain';

/** The estimate being built: which project, the answers so far and the chosen finish level. */
export interface EstimatorAnswersState {
  project: string | null;
  answers: EstimatorAnswers;
  finishLevel: FinishLevel;
}

/** What is kept in sessionStorage per project so a reload keeps the answers. */
export type SavedEstimate = Pick<EstimatorAnswersState, 'answers' | 'finishLevel'>;

const initialState: EstimatorAnswersState = { project: null, answers: {}, finishLevel: 'midrange' };

export const estimatorAnswersSlice = createSlice({
  name: 'estimatorAnswers',
  initialState,
  reducers: {
    /** A project's pages opened; `saved` is what this tab stored for it earlier, if anything; known home facts fill the property steps still open. */
    projectOpened: (state, action: PayloadAction<{ project: string; saved: SavedEstimate | null; facts?: HomeFacts | null }>) => {
      if (state.project === action.payload.project) return;
      state.project = action.payload.project;
      state.answers = withHomeFacts(action.payload.saved?.answers ?? {}, action.payload.facts ?? null) as never;
      state.finishLevel = action.payload.saved?.finishLevel ?? 'midrange';
    },
    /** A saved plan opened: its answers replace whatever this tab had for the project. */
    estimateLoaded: (state, action: PayloadAction<{ project: string; saved: SavedEstimate }>) => {
      state.project = action.payload.project;
      state.answers = action.payload.saved.answers as never;
      state.finishLevel = action.payload.saved.finishLevel;
    },
    /** One step answered; undefined clears the answer (an emptied number field). */
    answerChanged: (state, action: PayloadAction<{ step: EstimatorStepId; value: StepAnswer | undefined }>) => {
      if (action.payload.value === undefined) delete state.answers[action.payload.step];
      else state.answers[action.payload.step] = action.payload.value as never;
    },
    finishLevelChanged: (state, action: PayloadAction<FinishLevel>) => {
      state.finishLevel = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Facts learnt while a project is open (the claimed home arrives after the page) fill its open property steps.
    builder.addCase(homeFactsKnown, (state, action) => {
      if (state.project) state.answers = withHomeFacts(state.answers, action.payload) as never;
    });
  },
});

export const { projectOpened, estimateLoaded, answerChanged, finishLevelChanged } = estimatorAnswersSlice.actions;
