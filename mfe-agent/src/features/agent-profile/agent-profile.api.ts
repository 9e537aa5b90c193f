import { apiClient, apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** The saved agent form, with the account email it shows read-only (GET /v1/agent/profile). */
export type AgentProfile = ApiAnswer<'/api/v1/agent/profile', 'get'>;

/** The agent form (PUT /v1/agent/profile): username is the public handle ('' until chosen); alertEmails: email me when a client reacts. */
export type AgentProfileForm = Omit<AgentProfile, 'email' | 'hasPhoto'>;

/** GET /v1/agent/profile. */
export function fetchAgentProfile(): Promise<AgentProfile> {
  return apiRequest<AgentProfile>({ method: 'GET', url: '/v1/agent/profile' });
}

/** PUT /v1/agent/profile: every field at once; '' removes the username, phone or a link. */
export function saveAgentProfile(form: AgentProfileForm): Promise<AgentProfile> {
  return apiRequest<ApiAnswer<'/api/v1/agent/profile', 'put'>>({ method: 'PUT', url: '/v1/agent/profile', data: form });
}

/** POST /v1/security/profile/image: the card photo (png or jpeg), uploaded as a form. */
export async function uploadProfileImage(file: File): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  await apiRequest({ method: 'POST', url: '/v1/security/profile/image', data: body, timeout: 60000 }, apiClient());
}
