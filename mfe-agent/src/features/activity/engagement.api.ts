import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { ClientActivityEntry, ClientEngagement } from '@homeworth/shared-lib/domain';

/** The alerts with the unread count (GET /v1/agent/notifications). */
export type AgentNotifications = ApiAnswer<'/api/v1/agent/notifications', 'get'>;

/** One in-app alert of the agent. */
export type AgentNotification = AgentNotifications['notifications'][number];

/** GET /v1/agent/activity: the feed, newest first. */
export async function fetchActivityFeed(): Promise<ClientActivityEntry[]> {
  return (await apiRequest<ApiAnswer<'/api/v1/agent/activity', 'get'>>({ method: 'GET', url: '/v1/agent/activity' })).activity;
}

/** GET /v1/agent/notifications. */
export function fetchNotifications(): Promise<AgentNotifications> {
  return apiRequest<AgentNotifications>({ method: 'GET', url: '/v1/agent/notifications' });
}

/** POST /v1/agent/notifications/read: answers the list, all read. */
export function markNotificationsRead(): Promise<AgentNotifications> {
  return apiRequest<ApiAnswer<'/api/v1/agent/notifications/read', 'post'>>({ method: 'POST', url: '/v1/agent/notifications/read' });
}

/** GET /v1/agent/clients/{id}/engagement. */
export function fetchClientEngagement(clientId: number): Promise<ClientEngagement> {
  return apiRequest<ApiAnswer<'/api/v1/agent/clients/{clientId}/engagement', 'get'>>({ method: 'GET', url: `/v1/agent/clients/${clientId}/engagement` });
}

/** What the agent can do about one client's emails. */
export type EngagementAction = 'invite' | 'revoke' | 'digest-on' | 'digest-off' | 'send-digest';

/** Runs one action; answers what the agent is told. */
export async function runEngagementAction(clientId: number, action: EngagementAction): Promise<string> {
  const base = `/v1/agent/clients/${clientId}`;
  switch (action) {
    case 'invite':
      await apiRequest({ method: 'POST', url: `${base}/invitation` });
      return 'Invitation sent. Earlier invitation links no longer work.';
    case 'revoke': {
      const { revoked } = await apiRequest<ApiAnswer<'/api/v1/agent/clients/{clientId}/invitation', 'delete'>>({ method: 'DELETE', url: `${base}/invitation` });
      return revoked ? 'Invitation revoked: its link no longer signs anyone in.' : 'There was no open invitation to revoke.';
    }
    case 'digest-on':
    case 'digest-off':
      await apiRequest({ method: 'PUT', url: `${base}/digest`, data: { enabled: action === 'digest-on' } });
      return action === 'digest-on' ? 'Monthly digest turned on.' : 'Monthly digest turned off.';
    case 'send-digest': {
      const { sent } = await apiRequest<ApiAnswer<'/api/v1/agent/clients/{clientId}/digest/send', 'post'>>({ method: 'POST', url: `${base}/digest/send` });
      return sent
        ? "This month's digest is on its way."
        : "Not sent: this month's digest already went out, the digest is off or unsubscribed, or the client has not accepted the invitation yet.";
    }
  }
}
