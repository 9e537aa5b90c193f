import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { ShareLink, ShareRequest, ShareResult } from '@homeworth/shared-lib/domain';

const plan = (planId: number) => `/v1/estimation/plans/${planId}`;

/** POST /plans/:id/share: emails the plan to the list (empty rows are dropped by the caller and the API). */
export function sharePlanRequest(planId: number, request: ShareRequest): Promise<ShareResult> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans/{userPropertyPlanId}/share', 'post'>>({ method: 'POST', url: `${plan(planId)}/share`, data: request });
}

/** POST /plans/:id/share-link: the plan's read-only link (the same one until it is revoked). */
export function shareLinkRequest(planId: number): Promise<ShareLink> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans/{userPropertyPlanId}/share-link', 'post'>>({ method: 'POST', url: `${plan(planId)}/share-link` });
}

/** DELETE /plans/:id/share-link: turns the link off for everyone holding it. */
export function revokeShareLinkRequest(planId: number): Promise<{ revoked: boolean }> {
  return apiRequest<ApiAnswer<'/api/v1/estimation/plans/{userPropertyPlanId}/share-link', 'delete'>>({ method: 'DELETE', url: `${plan(planId)}/share-link` });
}
