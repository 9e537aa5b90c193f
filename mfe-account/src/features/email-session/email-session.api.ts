import { apiRequest, refreshSession, selectFirstValidHome, type UserPropertyEntry } from '@homeworth/shared-lib';

/**
 * The email session login {userEmail, emailToken} of an agent's invitation link; then the login side
 * effects of every sign-in: the readable session (through /me) and the first valid home as my_home.
 */
export async function emailSessionLogin(userEmail: string, emailToken: string): Promise<void> {
  const answer = await apiRequest<{ userProperties?: UserPropertyEntry[] }>({ method: 'POST', url: '/v1/agent/email-session-login', data: { userEmail, emailToken } });
  await refreshSession();
  selectFirstValidHome(answer.userProperties ?? []);
}
