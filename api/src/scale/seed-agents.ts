import { hashSessionToken } from '../modules/security/session.service';
import { agentClientInvitations, agentClients, agentProfiles, agentSubscriptions } from '../db/schema';
import { FIRST_NAMES, LAST_NAMES, daysAgo, scaleToken, takeIds, write, type ScaleContext } from './scale-context';
import { scaleZipPlaces } from './scale-addresses';

/** Homeowners an agent's clients may be (their accounts exist): email and user id. */
export interface KnownHomeowner {
  userId: number;
  email: string;
}

const STREETS = ['Oak Street', 'Maple Avenue', 'Cedar Lane', 'Pine Drive', 'Elm Court', 'Lakeview Road'];

/**
 * The agents' profiles, Pro subscriptions (`pro` agents) and client lists: `clientCounts[i]` clients
 * for agent `agentIds[i]`, a share of them homeowners with an account (invited, most of those joined),
 * the rest contacts with or without an email, some incomplete. Returns each agent's first client id.
 */
export async function seedAgents(
  context: ScaleContext,
  agentIds: readonly number[],
  clientCounts: readonly number[],
  pro: ReadonlySet<number>,
  homeowners: readonly KnownHomeowner[],
): Promise<number[]> {
  const { random } = context;
  const places = scaleZipPlaces();
  await write(
    context,
    'agent_profiles',
    agentProfiles,
    agentIds.map((userId) => {
      const place = random.pick(places);
      return {
        userId,
        phoneNumber: '5125550100',
        licenseNumber: `TX-${userId}`,
        companyName: 'Scale Realty',
        positionName: 'Agent',
        city: place.city,
        state: place.state,
        zipCode: place.zipCode,
      };
    }),
  );
  await write(
    context,
    'agent_subscriptions',
    agentSubscriptions,
    agentIds.filter((id) => pro.has(id)).map((userId) => ({ userId, productName: 'PRO_TIER_99_MONTHLY', status: 'active' as const, currentPeriodEnd: daysAgo(context, -30) })),
  );
  const firstClientIds: number[] = [];
  for (let a = 0; a < agentIds.length; a += 1) {
    const agentUserId = agentIds[a]!;
    const count = clientCounts[a]!;
    const firstId = takeIds(context, 'agent_clients', count);
    firstClientIds.push(firstId);
    const clients: Array<typeof agentClients.$inferInsert> = [];
    const invitations: Array<typeof agentClientInvitations.$inferInsert> = [];
    const usedEmails = new Set<string>();
    for (let n = 0; n < count; n += 1) {
      const id = firstId + n;
      const place = random.pick(places);
      const homeowner = homeowners.length > 0 && random.chance(0.3) ? random.pick(homeowners) : undefined;
      let email = homeowner ? homeowner.email : random.chance(0.85) ? `client${id}.s${context.seed}@scale.example.com` : '';
      if (email !== '' && usedEmails.has(email)) email = `client${id}.s${context.seed}@scale.example.com`;
      if (email !== '') usedEmails.add(email);
      const complete = random.chance(0.8);
      const createdAt = daysAgo(context, random.int(1, 1_000));
      clients.push({
        id,
        agentUserId,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        email,
        phoneNumber: complete || random.chance(0.5) ? `512555${String(random.int(0, 9_999)).padStart(4, '0')}` : '',
        address: complete ? `${random.int(1, 9_899)} ${random.pick(STREETS)}` : '',
        city: place.city,
        state: place.state,
        zipCode: place.zipCode,
        recordStatus: random.chance(0.97) ? ('live' as const) : ('preview' as const),
        optedOutAt: random.chance(0.02) ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      if (email !== '' && random.chance(0.5)) {
        const joined = homeowner !== undefined && email === homeowner.email && random.chance(0.8);
        invitations.push({
          clientId: id,
          agentUserId,
          email,
          tokenHash: hashSessionToken(scaleToken(context.seed, `invitation:${id}`)),
          sentAt: createdAt,
          expiresAt: daysAgo(context, -random.int(1, 60)),
          revokedAt: !joined && random.chance(0.1) ? createdAt : null,
          usedAt: joined ? createdAt : null,
          acceptedUserId: joined ? homeowner!.userId : null,
        });
      }
    }
    await write(context, 'agent_clients', agentClients, clients);
    await write(context, 'agent_client_invitations', agentClientInvitations, invitations);
  }
  return firstClientIds;
}
