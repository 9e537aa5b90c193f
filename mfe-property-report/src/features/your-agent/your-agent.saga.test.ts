import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { SMS_MESSAGES } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './your-agent.api';
import { yourAgentSaga } from './your-agent.saga';
import { agentTextRequested, yourAgentOpened } from './your-agent.slice';

jest.mock('./your-agent.api');
const mocked = jest.mocked(api);

const AGENT = { agentId: 31, name: 'Maria Lopez', phone: '3035550100' } as unknown as api.AgentCard;

function start(agent: api.AgentCard | null) {
  return runSagaAlone(yourAgentSaga, { yourAgent: { agent } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('your agent saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('loads the agent card, and shows no card when it cannot be read', async () => {
    mocked.fetchMyAgent.mockResolvedValueOnce(AGENT);
    mocked.fetchMyAgent.mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'Something broke.' }]));
    const saga = start(null);
    saga.put(yourAgentOpened());
    await settle();
    saga.put(yourAgentOpened());
    await settle();
    expect(saga.dispatched).toEqual([
      { type: 'yourAgent/yourAgentLoaded', payload: AGENT },
      { type: 'yourAgent/yourAgentLoaded', payload: null },
    ]);
    saga.task.cancel();
  });

  it("texts the agent on the card and shows the API's answer", async () => {
    mocked.sendAgentSms.mockResolvedValue('Your message was sent to Maria Lopez.');
    const saga = start(AGENT);
    saga.put(agentTextRequested('Can we talk about selling?'));
    await settle();
    expect(mocked.sendAgentSms).toHaveBeenCalledWith(31, 'Can we talk about selling?');
    expect(saga.dispatched).toEqual([{ type: 'yourAgent/agentTextAnswered', payload: { text: 'Your message was sent to Maria Lopez.', error: false } }]);
    saga.task.cancel();
  });

  it("adds what to do to the spec's invalid-cookie message; sends nothing without an agent", async () => {
    mocked.sendAgentSms.mockRejectedValueOnce(new ApiError(400, [{ code: 'INVALID_COOKIE', message: SMS_MESSAGES.invalidCookie }]));
    mocked.sendAgentSms.mockRejectedValueOnce(new Error('offline'));
    const none = start(null);
    none.put(agentTextRequested('Hello'));
    await settle();
    expect(mocked.sendAgentSms).not.toHaveBeenCalled();
    none.task.cancel();
    const saga = start(AGENT);
    saga.put(agentTextRequested('Hello'));
    await settle();
    saga.put(agentTextRequested('Hello again'));
    await settle();
    expect(saga.dispatched).toEqual([
      {
        type: 'yourAgent/agentTextAnswered',
        payload: {
          text: `${SMS_MESSAGES.invalidCookie} Open Homeworth from a link in one of your agent’s emails to text them from here, or use the Text link on the card.`,
          error: true,
        },
      },
      { type: 'yourAgent/agentTextAnswered', payload: { text: MESSAGES.genericError, error: true } },
    ]);
    saga.task.cancel();
  });
});
