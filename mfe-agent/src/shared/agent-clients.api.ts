import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { AgentClient, AgentCount, ClientDraft, ClientFilter, ClientSortKey } from '@homeworth/shared-lib/domain';

/** Code of the API's answer when a free agent is at its live-client limit. */
export const CLIENT_LIMIT_CODE = 'AGENT_CLIENT_LIMIT';

/** What the list asks the API for. */
export interface ClientListQuery {
  sort: ClientSortKey;
  q: string;
  filter: ClientFilter;
  page: number;
}

/** One page of the list with the total and each filter's count. */
export type ClientPage = ApiAnswer<'/api/v1/agent/clients', 'get'>;

/** GET /v1/agent/clients: a page of the agent's own clients, sorted, searched and filtered on the server. */
export function fetchClients(query: ClientListQuery): Promise<ClientPage> {
  return apiRequest<ClientPage>({ method: 'GET', url: '/v1/agent/clients', params: query });
}

/** POST /v1/agent/clients. */
export async function createClient(draft: ClientDraft): Promise<AgentClient> {
  return (await apiRequest<{ client: AgentClient }>({ method: 'POST', url: '/v1/agent/clients', data: draft })).client;
}

/** PUT /v1/agent/clients/{id}. */
export async function saveClient(id: number, draft: ClientDraft): Promise<AgentClient> {
  return (await apiRequest<{ client: AgentClient }>({ method: 'PUT', url: `/v1/agent/clients/${id}`, data: draft })).client;
}

/** DELETE /v1/agent/clients/{id}. */
export async function removeClient(id: number): Promise<void> {
  await apiRequest<unknown>({ method: 'DELETE', url: `/v1/agent/clients/${id}` });
}

/** GET /v1/agent/count: payment state and live clients against the free limit. */
export function fetchAgentCount(): Promise<AgentCount & { paymentRole: 'AGENT' | 'AGENT_PRO' }> {
  return apiRequest({ method: 'GET', url: '/v1/agent/count' });
}
