import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { hashSessionToken } from '../modules/security/session.service';
import { properties, reportHistory, sessions, userProfiles, userProperties, userPropertyPreferences, users } from '../db/schema';
import type { ScaleProperty } from './scale-addresses';
import { FIRST_NAMES, LAST_NAMES, daysAgo, scaleToken, takeIds, write, type ScaleContext } from './scale-context';

/** One seeded account's home. */
export interface SeededHome {
  userId: number;
  userPropertyId: number;
  kukunId: number;
  property: ScaleProperty;
}

/** A batch of seeded accounts: their ids, emails and homes. */
export interface SeededPeople {
  userIds: number[];
  emails: string[];
  homes: SeededHome[];
}

/** The email of seeded account `n` of a kind (lower case, as the users table insists). */
export const scaleEmail = (context: ScaleContext, kind: string, n: number): string => `${kind}${n}.s${context.seed}@scale.example.com`;

/**
 * Verified accounts of one role (homeowners by default) with their profile and one session each
 * (most live, some expired or signed out); homeowners also get one or two homes (most opted in to
 * every e-mail) and a history of reports they opened. `first` numbers the emails.
 */
export async function seedPeople(
  context: ScaleContext,
  kind: string,
  first: number,
  count: number,
  role: keyof typeof ROLE_IDS = 'homeowner',
  reportHistoryPerUser = 20,
): Promise<SeededPeople> {
  const { random } = context;
  const firstUserId = takeIds(context, 'users', count);
  const userIds = Array.from({ length: count }, (_, i) => firstUserId + i);
  const emails = userIds.map((_, i) => scaleEmail(context, kind, first + i));
  await write(
    context,
    'users',
    users,
    userIds.map((id, i) => ({
      id,
      email: emails[i]!,
      passwordHash: context.passwordHash,
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      roleId: ROLE_IDS[role],
      accountStatus: 'VERIFIED' as const,
      createdAt: daysAgo(context, random.int(1, 2_000)),
    })),
  );
  await write(
    context,
    'user_profiles',
    userProfiles,
    userIds.map((userId) => ({
      userId,
      phone: `512555${String(random.int(0, 9_999)).padStart(4, '0')}`,
      monthlyNewsletter: random.chance(0.4),
      emailNotifications: random.chance(0.9),
      termsAcceptedAt: context.now,
      verifiedAt: context.now,
    })),
  );
  await write(
    context,
    'sessions',
    sessions,
    userIds.map((userId) => {
      const live = random.chance(0.7);
      return {
        tokenHash: hashSessionToken(scaleToken(context.seed, `user:${userId}`)),
        userId,
        createdAt: daysAgo(context, random.int(1, 300)),
        expiresAt: live ? daysAgo(context, -random.int(1, 365)) : daysAgo(context, random.int(1, 300)),
        revokedAt: !live && random.chance(0.5) ? daysAgo(context, random.int(1, 300)) : null,
        userAgent: 'Mozilla/5.0 (scale seed)',
        ipPrefix: '203.0.113.0/24',
        lastSeenAt: daysAgo(context, random.int(0, 30)),
      };
    }),
  );
  if (role !== 'homeowner') return { userIds, emails, homes: [] };

  const homes: SeededHome[] = [];
  const newProperties: ScaleProperty[] = [];
  for (const userId of userIds) {
    const homeCount = random.chance(0.15) ? 2 : 1;
    for (let h = 0; h < homeCount; h += 1) {
      const property = context.addresses.next(random);
      newProperties.push(property);
      homes.push({ userId, userPropertyId: 0, kukunId: property.kukunId, property });
    }
  }
  await write(context, 'properties', properties, newProperties);
  context.kukunIds.push(...newProperties.map((p) => p.kukunId));
  const firstHomeId = takeIds(context, 'user_properties', homes.length);
  homes.forEach((home, i) => (home.userPropertyId = firstHomeId + i));
  await write(
    context,
    'user_properties',
    userProperties,
    homes.map((home) => ({
      id: home.userPropertyId,
      userId: home.userId,
      kukunId: home.kukunId,
      tier: random.chance(0.05) ? ('paid' as const) : random.chance(0.3) ? ('saved' as const) : ('free' as const),
      claimed: random.chance(0.2),
      createdAt: daysAgo(context, random.int(1, 1_500)),
    })),
  );
  // Most homeowners keep the weekly maintenance e-mail on (the default is on; a row is written when they save their choices).
  await write(
    context,
    'user_property_preferences',
    userPropertyPreferences,
    homes
      .filter(() => random.chance(0.6))
      .map((home) => ({
        userPropertyId: home.userPropertyId,
        valueChangeAlerts: random.chance(0.8),
        nearbyPermitAlerts: random.chance(0.5),
        maintenanceReminders: random.chance(0.9),
      })),
  );
  await seedReportHistory(context, userIds, reportHistoryPerUser);
  return { userIds, emails, homes };
}

/** About `perUser` distinct homes each user opened (their own and others'), a few hidden. */
async function seedReportHistory(context: ScaleContext, userIds: readonly number[], perUser: number): Promise<void> {
  const { random, kukunIds } = context;
  if (perUser <= 0 || kukunIds.length === 0) return;
  const rows: Array<typeof reportHistory.$inferInsert> = [];
  for (const userId of userIds) {
    const count = Math.min(kukunIds.length, random.int(Math.ceil(perUser / 2), Math.floor((perUser * 3) / 2)));
    const seen = new Set<number>();
    while (seen.size < count) seen.add(random.pick(kukunIds));
    for (const kukunId of seen) {
      rows.push({ userId, kukunId, lastOpenedAt: daysAgo(context, random.next() * 700), openCount: random.int(1, 12), hiddenAt: random.chance(0.05) ? context.now : null });
    }
  }
  await write(context, 'report_history', reportHistory, rows);
}
