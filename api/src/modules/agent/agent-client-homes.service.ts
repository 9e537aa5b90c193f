import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { ERROR_CODES, notificationPreference, sectionOpen, type NotificationPreference, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { properties, userProperties } from '../property';
import type { PropertyDataProvider } from '../property';
import { isSampleHome, reportAccessFor } from '../property';
import { reportWithOwnerFacts } from '../property';
import { getClient } from './agent-clients.service';
import { agentClientInvitations } from './agent-engagement.tables';
import { agentClientPropertyPreferences } from './agent.tables';

/** One of a client's homes as the agent sees it: claimed or not, notifications on or off, value and its change over a year. */
export interface ClientHome {
  userPropertyId: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  claimed: boolean;
  selected: boolean;
  currentValue: number | null;
  valueChange: number | null;
}

/** The client's homes and the client card's all/zero/partial reading of them. */
export interface ClientHomes {
  homes: ClientHome[];
  notificationPreference: NotificationPreference;
}

/** The account the client joined with (an accepted invitation), or null. */
async function clientUserId(db: Database, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: agentClientInvitations.acceptedUserId })
    .from(agentClientInvitations)
    .where(and(eq(agentClientInvitations.clientId, clientId), isNotNull(agentClientInvitations.acceptedUserId)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The homes of one of the agent's clients (the homes of the account they joined with; none before
 * they join), with the agent's notification choice per home (selected unless turned off). 404 for
 * anyone else's client.
 */
export async function clientHomes(db: Database, provider: PropertyDataProvider, agent: SessionUser, clientId: number, now = new Date()): Promise<ClientHomes> {
  await getClient(db, agent.userId, clientId);
  const userId = await clientUserId(db, clientId);
  if (userId === null) return { homes: [], notificationPreference: notificationPreference([]) };
  const rows = await db
    .select({ up: userProperties, p: properties, selected: agentClientPropertyPreferences.selected })
    .from(userProperties)
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .leftJoin(agentClientPropertyPreferences, and(eq(agentClientPropertyPreferences.clientId, clientId), eq(agentClientPropertyPreferences.userPropertyId, userProperties.id)))
    .where(eq(userProperties.userId, userId))
    .orderBy(asc(userProperties.id));
  const homes: ClientHome[] = [];
  for (const { up, p, selected } of rows) {
    const report = await reportWithOwnerFacts(db, provider, p, now);
    // The change comes from the value history: shown only when the agent's own tier of this home opens it.
    const { level } = await reportAccessFor(db, agent, p.kukunId, isSampleHome(p));
    const history = sectionOpen('valueHistory', level) ? report.valueHistory : [];
    const yearAgo = history.length >= 2 ? history[history.length - 2]!.value : null;
    const currentValue = report.summary.currentValue;
    homes.push({
      userPropertyId: up.id,
      address: p.address,
      city: p.city,
      state: p.state,
      zipCode: p.zipCode,
      claimed: up.claimed,
      selected: selected ?? true,
      currentValue,
      valueChange: yearAgo === null ? null : currentValue - yearAgo,
    });
  }
  return { homes, notificationPreference: notificationPreference(homes) };
}

/**
 * Sets which of the client's homes the agent hears about (PUT user property preference). Only homes
 * of this client count; anything else is 404 and nothing changes.
 */
export async function setClientHomePreferences(
  db: Database,
  provider: PropertyDataProvider,
  agent: SessionUser,
  clientId: number,
  preferences: readonly { userPropertyId: number; selected: boolean }[],
): Promise<ClientHomes> {
  const current = await clientHomes(db, provider, agent, clientId);
  const known = new Set(current.homes.map((h) => h.userPropertyId));
  if (preferences.some((p) => !known.has(p.userPropertyId))) throw new ApiError(404, ERROR_CODES.notFound, 'No such home for this client.');
  if (preferences.length > 0) {
    await db
      .insert(agentClientPropertyPreferences)
      .values(preferences.map((p) => ({ clientId, userPropertyId: p.userPropertyId, selected: p.selected })))
      .onConflictDoUpdate({
        target: [agentClientPropertyPreferences.clientId, agentClientPropertyPreferences.userPropertyId],
        set: { selected: sql`excluded.selected`, updatedAt: sql`now()` },
      });
  }
  return clientHomes(db, provider, agent, clientId);
}
