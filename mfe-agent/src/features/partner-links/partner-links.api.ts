import { apiRequest } from '@homeworth/shared-lib';

/** The agent's financing and insurance links (shell-and-account.md §3, agent data). */
export interface PartnerLinks {
  financingLink: string | null;
  insuranceLink: string | null;
}

/** GET /v1/agent/links. */
export function fetchPartnerLinks(): Promise<PartnerLinks> {
  return apiRequest<PartnerLinks>({ method: 'GET', url: '/v1/agent/links' });
}

/** PUT /v1/agent/links; '' removes a link. */
export function savePartnerLinks(links: { financingLink: string; insuranceLink: string }): Promise<PartnerLinks> {
  return apiRequest<PartnerLinks>({ method: 'PUT', url: '/v1/agent/links', data: links });
}
