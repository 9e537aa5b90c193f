import { apiRequest } from '@homeworth/shared-lib';
import type { AgentClient, ClientDraft, ClientSortKey } from '@homeworth/shared-lib/domain';

/** GET /v1/agent/clients: the agent's own clients, sorted by a spec sort key. */
export async function fetchClients(sort: ClientSortKey): Promise<AgentClient[]> {
  return (await apiRequest<{ clients: AgentClient[] }>({ method: 'GET', url: '/v1/agent/clients', params: { sort } })).clients;
}

/** POST /v1/agent/clients. */
export async function createClient(draft: ClientDraft): Promise<AgentClient> {
  return (await apiRequest<{ client: AgentClient }>({ method: 'POST', url: '/v1/agent/clients', data: draft })).client;
}

/** DELETE /v1/agent/clients/{id}. */
export async function removeClient(id: number): Promise<void> {
  await apiRequest<unknown>({ method: 'DELETE', url: `/v1/agent/clients/${id}` });
}
