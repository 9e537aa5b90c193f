import { apiRequest, refreshSession, type SessionUser } from '@homeworth/shared-lib';

/** PUT /v1/agent/upgrade-to-agent: the homeowner's account becomes an agent account; the readable session follows. */
export async function upgradeToAgent(): Promise<string> {
  const answer = await apiRequest<{ user: SessionUser; message: string }>({ method: 'PUT', url: '/v1/agent/upgrade-to-agent' });
  await refreshSession();
  return answer.message;
}
