import { apiRequest, refreshSession, selectFirstValidHome, type UserPropertyEntry } from '@homeworth/shared-lib';

/** GET /v1/security/external-login/config: whether one-tap is configured, and its client id. */
export function fetchOneTapConfig(): Promise<{ enabled: boolean; clientId: string | null }> {
  return apiRequest({ method: 'GET', url: '/v1/security/external-login/config' });
}

/**
 * Sends the one-tap credential to the external-login call, then applies the login side effects
 * the password sign-in has: the readable session (through /me) and the first valid home as my_home.
 */
export async function externalLogin(credential: string): Promise<{ claimedProperties: number }> {
  const answer = await apiRequest<{ userProperties?: UserPropertyEntry[]; claimedProperties?: number }>({
    method: 'POST',
    url: '/v1/security/external-login',
    data: { credential },
  });
  await refreshSession();
  selectFirstValidHome(answer.userProperties ?? []);
  return { claimedProperties: answer.claimedProperties ?? 0 };
}
