import { ACCOUNT_DELETION_TOPIC, CONTACT_TOPICS } from '@homeworth/shared-lib/domain';
import { createApiKey, createOrganization } from '../modules/developer/api-key.service';
import { DATA_SCOPES } from '../modules/developer/plans';
import { base32Encode, encryptSecret } from '../modules/security/totp';
import { contactMessages, contactReplies, organizationPlanOrders, orders, twoStepFactors } from '../db/schema';
import { createHash } from 'node:crypto';
import { FIRST_NAMES, LAST_NAMES, daysAgo, takeIds, write, type ScaleContext } from './scale-context';

/**
 * The admin inbox: `count` contact-us messages over the last three years (most answered, each
 * answered one with a reply; some from signed-in members, a few asking for account deletion).
 */
export async function seedContactMessages(context: ScaleContext, count: number, memberIds: readonly number[], adminUserId: number): Promise<void> {
  const { random } = context;
  const firstId = takeIds(context, 'contact_messages', count);
  const messages: Array<typeof contactMessages.$inferInsert> = [];
  const replies: Array<typeof contactReplies.$inferInsert> = [];
  for (let n = 0; n < count; n += 1) {
    const id = firstId + n;
    const createdAt = daysAgo(context, random.next() * 1_100);
    const answered = random.chance(0.85) && createdAt.getTime() < context.now.getTime() - 86_400_000;
    const first = random.pick(FIRST_NAMES);
    messages.push({
      id,
      name: `${first} ${random.pick(LAST_NAMES)}`,
      email: `contact${id}.s${context.seed}@scale.example.com`,
      phone: random.chance(0.5) ? '5125550199' : null,
      company: random.chance(0.2) ? 'Scale Lending' : null,
      topic: random.chance(0.03) ? ACCOUNT_DELETION_TOPIC : random.pick(CONTACT_TOPICS),
      message: `Hello, I have a question about my home report (${id}).`,
      userId: memberIds.length > 0 && random.chance(0.4) ? random.pick(memberIds) : null,
      createdAt,
      answeredAt: answered ? new Date(createdAt.getTime() + 86_400_000) : null,
    });
    if (answered) replies.push({ messageId: id, body: `Thanks ${first}, here is the answer.`, adminUserId, createdAt: new Date(createdAt.getTime() + 86_400_000) });
  }
  await write(context, 'contact_messages', contactMessages, messages);
  await write(context, 'contact_replies', contactReplies, replies);
}

/**
 * Data-API organisations, one per owner, each with a secret key of every scope and a history of
 * monthly plan orders (most paid, some of them this month); the first is on the Enterprise plan now
 * and its key is answered (the only secret the seeder keeps).
 */
export async function seedDataApi(context: ScaleContext, ownerUserIds: readonly number[]): Promise<{ organizationId: string; keyId: string; key: string }> {
  const { random } = context;
  let first: { organizationId: string; keyId: string; key: string } | undefined;
  const planOrders: Array<{ order: typeof orders.$inferInsert; organizationId: string; plan: 'growth' | 'enterprise' }> = [];
  for (const [n, userId] of ownerUserIds.entries()) {
    const organization = await createOrganization(context.db, { userId, name: `Scale Lending ${n}` });
    const { id, key } = await createApiKey(context.db, { organizationId: organization.id, name: 'Scale bench', scopes: DATA_SCOPES });
    first ??= { organizationId: organization.id, keyId: id, key };
    const plan = n === 0 || random.chance(0.3) ? 'enterprise' : 'growth';
    const months = n === 0 ? 12 : random.int(0, 24);
    for (let m = 0; m < months; m += 1) {
      const paid = m === 0 ? n === 0 || random.chance(0.7) : random.chance(0.95);
      const at = daysAgo(context, m * 30 + (n === 0 ? 0 : random.int(0, 29)));
      planOrders.push({
        organizationId: organization.id,
        plan,
        order: {
          userId,
          productName: plan === 'enterprise' ? 'DATA_PLAN_ENTERPRISE_MONTHLY' : 'DATA_PLAN_GROWTH_MONTHLY',
          quantity: 1,
          listPriceCents: 0,
          amountCents: 0,
          status: paid ? 'Paid' : 'Failed',
          provider: 'free',
          providerSessionId: `scale-${context.seed}-${organization.id}-${m}`,
          returnPath: '/developer',
          createdAt: at,
          paidAt: paid ? at : null,
          fulfilledAt: paid ? at : null,
        },
      });
    }
  }
  const firstOrderId = takeIds(context, 'orders', planOrders.length);
  await write(
    context,
    'orders',
    orders,
    planOrders.map((p, i) => ({ ...p.order, id: firstOrderId + i })),
  );
  await write(
    context,
    'organization_plan_orders',
    organizationPlanOrders,
    planOrders.map((p, i) => ({ orderId: firstOrderId + i, organizationId: p.organizationId, plan: p.plan })),
  );
  return first!;
}

/**
 * Two-step sign-in for the admin (the admin area requires it). With the app's two-step key the
 * secret is usable and answered (base32) for signing in; without it the admin uses its session only.
 */
export async function seedAdminTwoStep(context: ScaleContext, adminUserId: number, twoStepKey?: Buffer): Promise<string | null> {
  const secret = createHash('sha256').update(`homeworth-scale-totp:${context.seed}`).digest().subarray(0, 20);
  const key = twoStepKey ?? createHash('sha256').update('unusable').digest();
  await context.db.insert(twoStepFactors).values({ userId: adminUserId, secretEncrypted: encryptSecret(key, secret), enabledAt: context.now });
  return twoStepKey ? base32Encode(secret) : null;
}
