import { apiRequest } from '@homeworth/shared-lib';
import type { ApiSchema } from '@homeworth/shared-lib/api-types';

/** The "Your agent" card (GET /v1/agent/my-agent). */
export type AgentCard = ApiSchema<'AgentCard'>;

/** The agent whose invitation the signed-in homeowner accepted, or null. */
export async function fetchMyAgent(): Promise<AgentCard | null> {
  return (await apiRequest<{ agent: AgentCard | null }>({ method: 'GET', url: '/v1/agent/my-agent' })).agent;
}

/** POST /v1/agent/send-agent-sms {agentId, smsText}: the click that allows it travels in the agent_client_sms_activity cookie. */
export function sendAgentSms(agentId: number, smsText: string): Promise<string> {
  return apiRequest<string>({ method: 'POST', url: '/v1/agent/send-agent-sms', data: { agentId, smsText } });
}
