import { apiRequest, refreshSession, selectFirstValidHome } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/**
 * The email session login {userEmail, emailToken} of an agent's invitation link; then the login side
 * effects of every sign-in: the readable session (through /me) and the first valid home as my_home.
 */
export async function emailSessionLogin(userEmail: string, emailToken: string): Promise<void> {
  const answer = await apiRequest<Partial<ApiAnswer<'/api/v1/agent/email-session-login', 'post'>>>({
    method: 'POST',
    url: '/v1/agent/email-session-login',
    data: { userEmail, emailToken },
  });
  await refreshSession();
  selectFirstValidHome(answer.userProperties ?? []);
}
