import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import type { NewAccountRows } from '../security';
import { professionalSlug } from './professional-slug';
import { professionals } from './professional.tables';

/** A contractor's account starts with its professional record, in the sign-up's transaction. */
export async function createProfessionalOnSignUp(tx: Database, account: NewAccountRows): Promise<void> {
  if (account.roleId !== ROLE_IDS.contractor || !account.professional) return;
  const p = account.professional;
  await tx.insert(professionals).values({ userId: account.userId, email: account.email, ...p, kukunUrl: professionalSlug(p.companyName, account.userId) });
}
