import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** The invitation as the client would get it (GET /v1/agent/clients/{id}/invitation-preview). */
export type InvitationPreview = ApiAnswer<'/api/v1/agent/clients/{clientId}/invitation-preview', 'get'>;

/** Who got an invitation and who was left out, and why (POST /v1/agent/invitations). */
export type InvitationsSent = ApiAnswer<'/api/v1/agent/invitations', 'post'>;

export function fetchInvitationPreview(clientId: number): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>({ method: 'GET', url: `/v1/agent/clients/${clientId}/invitation-preview` });
}

/** Sends the invitations of the selected clients (one or many). */
export function sendInvitations(clientIds: number[]): Promise<InvitationsSent> {
  return apiRequest<InvitationsSent>({ method: 'POST', url: '/v1/agent/invitations', data: { clientIds } });
}

const SKIP_TEXT: Record<InvitationsSent['skipped'][number]['reason'], string> = {
  'no-email': 'no email',
  'opted-out': 'opted out',
  'not-live': 'import not confirmed',
  joined: 'already joined',
};

/** What the agent is told after a send. */
export function sentText({ sent, skipped }: InvitationsSent): string {
  const head = sent.length === 0 ? 'No invitation sent.' : sent.length === 1 ? 'Invitation sent.' : `${sent.length} invitations sent.`;
  if (skipped.length === 0) return head;
  const reasons = [...new Set(skipped.map((s) => SKIP_TEXT[s.reason]))].join(', ');
  return `${head} ${skipped.length} left out (${reasons}).`;
}
