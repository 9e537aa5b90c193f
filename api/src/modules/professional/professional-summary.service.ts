import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { ProfessionalSummary } from '../security';
import { professionals } from './professional.tables';

/** The contractor's professional record; 404 with code 401 "No professional found for this user email." when missing. */
export async function professionalOf(db: Database, userId: number): Promise<ProfessionalSummary> {
  const [row] = await db.select().from(professionals).where(eq(professionals.userId, userId)).limit(1);
  if (!row) throw new ApiError(404, ERROR_CODES.noUser, MESSAGES.professionalNotFound);
  return { professionalId: row.id, companyName: row.companyName, kukunUrl: row.kukunUrl };
}
