import { act, fireEvent, screen, within } from '@testing-library/react';
import { ROLE_IDS } from '@homeworth/shared-lib';
import type { ClientEngagement } from '@homeworth/shared-lib/domain';
import { mockSignIn } from '@homeworth/shared-lib/mock';
import { renderAgentPage } from '../../test/render-agent-page';
import * as api from './engagement.api';
import { ClientActivity } from './client-activity.component';

jest.mock('./engagement.api');
const mocked = jest.mocked(api);

const engagement = (over: Partial<ClientEngagement> = {}): ClientEngagement => ({
  clientId: 4,
  invitation: 'invited',
  highlyEngaged: false,
  clicksInWindow: 1,
  digest: { enabled: true, cadence: 'monthly', unsubscribed: false },
  emails: [{ id: 9, kind: 'invitation', subject: 'Aria invited you to Homeworth', sentAt: '2026-11-01T10:00:00.000Z', clicks: 1 }],
  activity: [
    {
      id: 3,
      clientId: 4,
      clientName: 'Maria Lopez',
      kind: 'click',
      clickName: 'welcomeClientEmail',
      detail: '/dashboard',
      emailSubject: 'Aria invited you to Homeworth',
      createdAt: '2026-11-01T11:00:00.000Z',
    },
  ],
  ...over,
});

describe('ClientActivity', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows the invitation, the emails with their clicks and the timeline, and resends the invitation', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    mocked.fetchClientEngagement.mockResolvedValue(engagement());
    mocked.runEngagementAction.mockResolvedValue('Invitation sent. Earlier invitation links no longer work.');
    const remote = await renderAgentPage(<ClientActivity clientId={4} />);
    const panel = screen.getByRole('region', { name: 'Activity' });
    expect(within(panel).getByText('Invitation sent')).toBeTruthy();
    expect(within(panel).getByText('Aria invited you to Homeworth · 1 click')).toBeTruthy();
    expect(within(panel).getByText('Maria Lopez clicked welcomeClientEmail in "Aria invited you to Homeworth"')).toBeTruthy();
    expect(within(panel).queryByText('Highly engaged')).toBeNull();
    await act(async () => void fireEvent.click(within(panel).getByRole('button', { name: 'Resend invitation' })));
    expect(mocked.runEngagementAction).toHaveBeenCalledWith(4, 'invite');
    expect(within(panel).getByRole('status').textContent).toBe('Invitation sent. Earlier invitation links no longer work.');
    remote.dispose();
  });

  it('marks a highly engaged client who joined, and offers this month’s digest', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    mocked.fetchClientEngagement.mockResolvedValue(engagement({ invitation: 'joined', highlyEngaged: true, clicksInWindow: 3 }));
    const remote = await renderAgentPage(<ClientActivity clientId={4} />);
    const panel = screen.getByRole('region', { name: 'Activity' });
    expect(within(panel).getByText('Highly engaged')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /invitation/ })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Send this month’s digest now' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Preview the digest/ })
        .getAttribute('href'),
    ).toBe('/api/v1/agent/clients/4/digest-preview');
    remote.dispose();
  });

  it('says a client opted out, with their opt-out and the invitation sent on the timeline, and offers no send', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const at = '2026-11-02T10:00:00.000Z';
    const entry = { clientId: 4, clientName: 'Maria Lopez', clickName: '', detail: '', emailSubject: '', createdAt: at };
    mocked.fetchClientEngagement.mockResolvedValue(
      engagement({
        invitation: 'opted-out',
        activity: [
          { ...entry, id: 5, kind: 'opted-out' },
          { ...entry, id: 4, kind: 'invited' },
        ],
      }),
    );
    const remote = await renderAgentPage(<ClientActivity clientId={4} />);
    const panel = screen.getByRole('region', { name: 'Activity' });
    expect(within(panel).getByText('Opted out of your emails')).toBeTruthy();
    expect(within(panel).getByText('Maria Lopez opted out of your emails')).toBeTruthy();
    expect(within(panel).getByText('You sent Maria Lopez an invitation')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /invitation/ })).toBeNull();
    remote.dispose();
  });
});
