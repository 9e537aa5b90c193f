import { apiRequest } from '@homeworth/shared-lib';

/** The "Your agent" card (GET /v1/agent/my-agent). */
export interface AgentCard {
  agentId: number;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  imageUrl: string | null;
  mlsLink: string | null;
}

/** The agent whose invitation the signed-in homeowner accepted, or null. */
export async function fetchMyAgent(): Promise<AgentCard | null> {
  return (await apiRequest<{ agent: AgentCard | null }>({ method: 'GET', url: '/v1/agent/my-agent' })).agent;
}

/** POST /v1/agent/send-agent-sms {agentId, smsText}: the click that allows it travels in the agent_client_sms_activity cookie. */
export function sendAgentSms(agentId: number, smsText: string): Promise<string> {
  return apiRequest<string>({ method: 'POST', url: '/v1/agent/send-agent-sms', data: { agentId, smsText } });
}
