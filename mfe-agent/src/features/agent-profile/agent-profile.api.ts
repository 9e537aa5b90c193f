import { apiRequest } from '@homeworth/shared-lib';

/** The agent form of estimator-property-agent.md §3 (GET/PUT /v1/agent/profile). */
export interface AgentProfileForm {
  firstName: string;
  lastName: string;
  /** The agent's public handle, '' until chosen. */
  username: string;
  phone: string;
  mlsLink: string;
  financingLink: string;
  insuranceLink: string;
  /** Email me when a client reacts (the in-app alerts are always on). */
  alertEmails: boolean;
}

/** The saved form, with the account email it shows read-only. */
export type AgentProfile = AgentProfileForm & { email: string; hasPhoto: boolean };

/** GET /v1/agent/profile. */
export function fetchAgentProfile(): Promise<AgentProfile> {
  return apiRequest<AgentProfile>({ method: 'GET', url: '/v1/agent/profile' });
}

/** PUT /v1/agent/profile: every field at once; '' removes the username, phone or a link. */
export function saveAgentProfile(form: AgentProfileForm): Promise<AgentProfile> {
  return apiRequest<AgentProfile>({ method: 'PUT', url: '/v1/agent/profile', data: form });
}
