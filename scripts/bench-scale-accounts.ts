/**
 * Part of `npm run bench:scale`: who the measured requests are made as, read from what the scale
 * seeder returns (its ScaleFixture). The one place that knows the fixture's shape.
 */

/** A seeded account: its address, and a live session the seeder wrote (for an account whose sign-in needs a second step). */
interface SeededAccount {
  userId: number;
  email: string;
  sessionToken: string;
}

/** The fields of the seeder's fixture the bench reads. */
export interface SeededFixture {
  password: string;
  member: SeededAccount & { kukunId: number; userPropertyId: number };
  bigAgent: SeededAccount & { clients: number; clientId: number };
  planUser: SeededAccount & { plans: number };
  admin: SeededAccount;
  dataApi: { kukunId: number };
  rows: Record<string, number>;
}

/** Who the measured requests are made as, at one size. */
export interface ScaleAccounts {
  /** The password of every seeded account. */
  password: string;
  /** A homeowner with a home, its maintenance plan and years of history, and a report history. */
  member: { email: string; kukunId: number; userPropertyId: number };
  /** A homeowner with hundreds of saved estimate plans. */
  planner: { email: string; plans: number };
  /** The agent with the most clients, one of its clients, and a search text that finds some of them. */
  agent: { email: string; clients: number; clientId: number; search: string };
  /** An admin (the API is started with ADMIN_EMAILS set to this address); the seeder's session if sign-in needs a second step. */
  admin: { userId: number; email: string; sessionToken: string };
  /** The seeded home the data API is asked about. */
  dataApiKukunId: number;
}

/** Common to many seeded last names (Johnson, Wilson, Anderson...): the list search finds a page of them. */
const CLIENT_SEARCH = 'son';

export function accountsOf(fixture: SeededFixture): ScaleAccounts {
  const { member, bigAgent, planUser, admin } = fixture;
  return {
    password: fixture.password,
    member: { email: member.email, kukunId: member.kukunId, userPropertyId: member.userPropertyId },
    planner: { email: planUser.email, plans: planUser.plans },
    agent: { email: bigAgent.email, clients: bigAgent.clients, clientId: bigAgent.clientId, search: CLIENT_SEARCH },
    admin: { userId: admin.userId, email: admin.email, sessionToken: admin.sessionToken },
    dataApiKukunId: fixture.dataApi.kukunId,
  };
}
