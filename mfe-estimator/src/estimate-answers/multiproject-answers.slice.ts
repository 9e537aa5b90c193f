import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { homeFactsKnown } from '../home-facts/home-facts.slice';
import { withHomeFacts, type HomeFacts } from '../home-facts/home-facts';
import type { FinishLevel, MultiprojectAnswers, MultiprojectMode, MultiprojectStep, StepAnswer } from '@homeworth/shared-lib/domain';

/** A combined estimate being built (multiproject or sell-prep): the selection, its answers and the finish level. */
export interface MultiprojectAnswersState {
  mode: MultiprojectMode | null;
  answers: MultiprojectAnswers;
  finishLevel: FinishLevel;
}

/** What is kept in sessionStorage per mode so a reload keeps the answers. */
export type SavedMultiproject = Pick<MultiprojectAnswersState, 'answers' | 'finishLevel'>;

const empty = (): MultiprojectAnswers => ({ projects: [], shared: {}, perProject: {} });
const initialState: MultiprojectAnswersState = { mode: null, answers: empty(), finishLevel: 'midrange' };

export const multiprojectAnswersSlice = createSlice({
  name: 'multiprojectAnswers',
  initialState,
  reducers: {
    /** A mode's pages opened; `saved` is what this tab stored for it earlier, if anything. */
    multiprojectOpened: (state, action: PayloadAction<{ mode: MultiprojectMode; saved: SavedMultiproject | null; facts?: HomeFacts | null }>) => {
      if (state.mode === action.payload.mode) return;
      state.mode = action.payload.mode;
      const answers = action.payload.saved?.answers ?? empty();
      state.answers = { ...answers, shared: withHomeFacts(answers.shared, action.payload.facts ?? null) } as never;
      state.finishLevel = action.payload.saved?.finishLevel ?? 'midrange';
    },
    /** A combined estimate comes back (a guest's pending save after sign-in): its answers replace this tab's. */
    multiprojectLoaded: (state, action: PayloadAction<{ mode: MultiprojectMode; saved: SavedMultiproject }>) => {
      state.mode = action.payload.mode;
      state.answers = action.payload.saved.answers as never;
      state.finishLevel = action.payload.saved.finishLevel;
    },
    /** Projects chosen in the scope selector: answers already given for them are kept. */
    multiprojectStarted: (state, action: PayloadAction<{ mode: MultiprojectMode; projects: string[]; facts?: HomeFacts | null }>) => {
      const kept = state.mode === action.payload.mode ? state.answers : empty();
      state.mode = action.payload.mode;
      state.answers = {
        projects: action.payload.projects,
        shared: withHomeFacts(kept.shared, action.payload.facts ?? null),
        perProject: Object.fromEntries(action.payload.projects.map((slug) => [slug, kept.perProject[slug] ?? {}])),
      } as never;
    },
    /** One screen answered; undefined clears the answer (an emptied number field). */
    multiprojectAnswerChanged: (state, action: PayloadAction<{ step: MultiprojectStep; value: StepAnswer | undefined }>) => {
      const { step, value } = action.payload;
      const target = (step.project === null ? state.answers.shared : (state.answers.perProject[step.project] ??= {})) as Record<string, unknown>;
      if (value === undefined) delete target[step.step];
      else target[step.step] = value;
    },
    multiprojectFinishLevelChanged: (state, action: PayloadAction<FinishLevel>) => {
      state.finishLevel = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Known home facts fill the shared property questions still open.
    builder.addCase(homeFactsKnown, (state, action) => {
      state.answers.shared = withHomeFacts(state.answers.shared, action.payload) as never;
    });
  },
});

export const { multiprojectOpened, multiprojectLoaded, multiprojectStarted, multiprojectAnswerChanged, multiprojectFinishLevelChanged } = multiprojectAnswersSlice.actions;
