import { eq } from 'drizzle-orm';
import { displayNameOf, isAgentRole, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { userProfiles, users } from '../security';
import { agentImagePath } from './agent-card.service';
import { agentProfiles } from './agent-profile.tables';
import { acceptedAgentOf } from './agent-invitations.service';

/**
 * The associated agent: a homeowner's agent is the agent whose
 * invitation the homeowner accepted (being on an agent's list attaches nobody).
 * An agent's own links are its associated links.
 */

/** An agent's partner links; null when not set. */
export interface AgentLinks {
  financingLink: string | null;
  insuranceLink: string | null;
}

/** The associated agent's links and identity, or nulls when there is none. */
export interface AssociatedAgent extends AgentLinks {
  /** `agentImage`: the path of the agent's photo, null without one (the default avatar shows). */
  agent: { agentId: number; displayName: string; companyName: string; agentImage: string | null } | null;
}

const NONE: AssociatedAgent = { financingLink: null, insuranceLink: null, agent: null };

const orNull = (link: string | null | undefined) => (link ? link : null);

/** The agent's own links. */
export async function agentLinksOf(db: Database, agentUserId: number): Promise<AgentLinks> {
  const [row] = await db.select().from(agentProfiles).where(eq(agentProfiles.userId, agentUserId)).limit(1);
  return { financingLink: orNull(row?.financingLink), insuranceLink: orNull(row?.insuranceLink) };
}

/** Sets the agent's links ('' removes one); creates the agent profile row if signup did not. */
export async function setAgentLinks(db: Database, agentUserId: number, links: { financingLink: string; insuranceLink: string }): Promise<AgentLinks> {
  await db
    .insert(agentProfiles)
    .values({ userId: agentUserId, ...links })
    .onConflictDoUpdate({ target: agentProfiles.userId, set: links });
  return agentLinksOf(db, agentUserId);
}

async function agentIdFor(db: Database, user: SessionUser): Promise<number | null> {
  if (isAgentRole(user.userRole)) return user.userId;
  if (user.userRole !== 'STANDARD') return null;
  // Consent: only an invitation the homeowner accepted makes an agent theirs, never an email on a list.
  return (await acceptedAgentOf(db, user.userId))?.agentUserId ?? null;
}

/** The signed-in user's associated agent and its links. */
export async function associatedAgentOf(db: Database, user: SessionUser): Promise<AssociatedAgent> {
  const agentId = await agentIdFor(db, user);
  if (agentId === null) return NONE;
  const [row] = await db
    .select({ firstName: users.firstName, email: users.email, profile: agentProfiles, imageKey: userProfiles.profileImageKey })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, agentId))
    .limit(1);
  if (!row) return NONE;
  return {
    financingLink: orNull(row.profile?.financingLink),
    insuranceLink: orNull(row.profile?.insuranceLink),
    agent: {
      agentId,
      displayName: displayNameOf(row.firstName, row.email),
      companyName: row.profile?.companyName ?? '',
      agentImage: row.imageKey ? agentImagePath(agentId) : null,
    },
  };
}
