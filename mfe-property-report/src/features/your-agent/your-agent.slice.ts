import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentCard } from './your-agent.api';

/** The homeowner's agent card and the "Text my agent" form. */
export interface YourAgentState {
  agent: AgentCard | null;
  loaded: boolean;
  sending: boolean;
  result: { text: string; error: boolean } | null;
}

const initialState: YourAgentState = { agent: null, loaded: false, sending: false, result: null };

export const yourAgentSlice = createSlice({
  name: 'yourAgent',
  initialState,
  reducers: {
    yourAgentOpened: (state) => {
      state.result = null;
    },
    yourAgentLoaded: (state, action: PayloadAction<AgentCard | null>) => {
      state.agent = action.payload;
      state.loaded = true;
    },
    agentTextRequested: (state, _action: PayloadAction<string>) => {
      state.sending = true;
      state.result = null;
    },
    agentTextAnswered: (state, action: PayloadAction<{ text: string; error: boolean }>) => {
      state.sending = false;
      state.result = action.payload;
    },
    agentTextReset: (state) => {
      state.result = null;
    },
  },
});

export const { yourAgentOpened, yourAgentLoaded, agentTextRequested, agentTextAnswered, agentTextReset } = yourAgentSlice.actions;
