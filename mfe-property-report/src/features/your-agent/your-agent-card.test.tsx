import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ApiError, ROLE_IDS } from '@homeworth/shared-lib';
import { SMS_MESSAGES } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './your-agent.api';
import { YourAgentCard } from './your-agent-card.component';

jest.mock('./your-agent.api');
const mocked = jest.mocked(api);

const AGENT: api.AgentCard = {
  agentId: 7,
  displayName: 'Aria',
  firstName: 'Aria',
  lastName: 'Tester',
  email: 'aria@example.com',
  phone: '5125550100',
  companyName: 'Oak Realty',
  imageUrl: null,
  mlsLink: null,
  financingLink: null,
  insuranceLink: null,
};

async function renderCard() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter>
          <YourAgentCard />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return remote;
}

describe('YourAgentCard', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows a homeowner their agent with call, text and email, and sends "Text my agent"', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    mocked.fetchMyAgent.mockResolvedValue(AGENT);
    mocked.sendAgentSms.mockResolvedValue(SMS_MESSAGES.sent);
    const remote = await renderCard();
    const card = screen.getByRole('region', { name: 'Your agent' });
    expect(within(card).getByRole('link', { name: 'Call (512) 555-0100' }).getAttribute('href')).toBe('tel:+15125550100');
    expect(within(card).getByRole('link', { name: 'Text' }).getAttribute('href')).toBe('sms:+15125550100');
    expect(within(card).getByRole('link', { name: 'Email aria@example.com' }).getAttribute('href')).toBe('mailto:aria@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Text my agent' }));
    fireEvent.change(screen.getByLabelText(/Your message/), { target: { value: 'Hello' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send text' })));
    expect(mocked.sendAgentSms).toHaveBeenCalledWith(7, 'Hello');
    expect(screen.getByRole('status').textContent).toBe('SMS sent: Aria Tester got your text.');
    remote.dispose();
  });

  it('shows the spec message with what to do when the text is refused', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    mocked.fetchMyAgent.mockResolvedValue(AGENT);
    mocked.sendAgentSms.mockRejectedValue(new ApiError(403, [{ code: 'INVALID_COOKIE', message: SMS_MESSAGES.invalidCookie }]));
    const remote = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Text my agent' }));
    fireEvent.change(screen.getByLabelText(/Your message/), { target: { value: 'Hello' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send text' })));
    expect(screen.getByRole('alert').textContent).toMatch(/^Invalid cookie Open Homeworth from a link/);
    remote.dispose();
  });

  it('offers "Text my agent" to a signed-in contractor too (every role but agents)', async () => {
    mockSignIn({ roleId: ROLE_IDS.contractor });
    mocked.fetchMyAgent.mockResolvedValue(AGENT);
    const remote = await renderCard();
    expect(mocked.fetchMyAgent).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Text my agent' })).toBeTruthy();
    remote.dispose();
  });

  it('shows nothing to an agent, and asks nothing for one', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderCard();
    expect(screen.queryByRole('region', { name: 'Your agent' })).toBeNull();
    expect(mocked.fetchMyAgent).not.toHaveBeenCalled();
    remote.dispose();
  });
});
