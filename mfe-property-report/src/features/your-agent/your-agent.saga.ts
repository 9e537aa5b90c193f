import { call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { SMS_MESSAGES } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root-reducer';
import { fetchMyAgent, sendAgentSms, type AgentCard } from './your-agent.api';
import { agentTextAnswered, agentTextRequested, yourAgentLoaded, yourAgentOpened } from './your-agent.slice';

function* load() {
  try {
    const agent: AgentCard | null = yield call(fetchMyAgent);
    yield put(yourAgentLoaded(agent));
  } catch (error) {
    // The card is extra: without it the dashboard works as before.
    console.warn('agent card not loaded', error);
    yield put(yourAgentLoaded(null));
  }
}

function* text(action: ReturnType<typeof agentTextRequested>) {
  const agent: AgentCard | null = yield select((s: PropertyReportState) => s.yourAgent.agent);
  if (!agent) return;
  try {
    const message: string = yield call(sendAgentSms, agent.agentId, action.payload);
    yield put(agentTextAnswered({ text: message, error: false }));
  } catch (error) {
    const message = error instanceof ApiError ? error.message : MESSAGES.genericError;
    // The spec's message, then what the homeowner can do about it.
    const hint =
      message === SMS_MESSAGES.invalidCookie ? ' Open Homeworth from a link in one of your agent’s emails to text them from here, or use the Text link on the card.' : '';
    yield put(agentTextAnswered({ text: message + hint, error: true }));
  }
}

/** Loads the homeowner's agent card; sends "Text my agent". */
export function* yourAgentSaga() {
  yield takeLatest(yourAgentOpened.type, load);
  yield takeLatest(agentTextRequested.type, text);
}
