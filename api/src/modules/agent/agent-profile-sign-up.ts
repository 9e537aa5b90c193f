import { MESSAGES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { NewAccountRows } from '../security';
import { agentProfiles } from './agent-profile.tables';

// An agent's account starts with the empty agent profile (every field blank), in the sign-up's transaction.
export async function createAgentProfileOnSignUp(tx: Database, account: NewAccountRows): Promise<void> {
  if (account.roleId !== ROLE_IDS.agent) return;
  try {
    await tx.insert(agentProfiles).values({ userId: account.userId });
  } catch (error) {
    // The account is rolled back with it; the cause goes to the log through the error's cause.
    throw Object.assign(new ApiError(500, 'AGENT_CREATION_FAILED', MESSAGES.agentCreationFailed), { cause: error });
  }
}
