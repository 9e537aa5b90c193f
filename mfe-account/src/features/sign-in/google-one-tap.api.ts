import { apiRequest, refreshSession, selectFirstValidHome } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** GET /v1/security/external-login/config: whether one-tap is configured, and its client id. */
export function fetchOneTapConfig(): Promise<ApiAnswer<'/api/v1/security/external-login/config', 'get'>> {
  return apiRequest({ method: 'GET', url: '/v1/security/external-login/config' });
}

/**
 * Sends the one-tap credential to the external-login call, then applies the login side effects
 * the password sign-in has: the readable session (through /me) and the first valid home as my_home.
 */
export async function externalLogin(credential: string): Promise<{ claimedProperties: number }> {
  const answer = await apiRequest<Partial<ApiAnswer<'/api/v1/security/external-login', 'post'>>>({
    method: 'POST',
    url: '/v1/security/external-login',
    data: { credential },
  });
  await refreshSession();
  selectFirstValidHome(answer.userProperties ?? []);
  return { claimedProperties: answer.claimedProperties ?? 0 };
}
