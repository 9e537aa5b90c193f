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

/** A data-API organisation on the Enterprise plan (a paid plan order this month) with a secret key of every scope. */
export async function seedDataApi(context: ScaleContext, ownerUserId: number): Promise<{ organizationId: string; keyId: string; key: string }> {
  const organization = await createOrganization(context.db, { userId: ownerUserId, name: 'Scale Lending' });
  const [order] = await context.db
    .insert(orders)
    .values({
      userId: ownerUserId,
      productName: 'DATA_PLAN_ENTERPRISE_MONTHLY',
      quantity: 1,
      listPriceCents: 0,
      amountCents: 0,
      status: 'Paid',
      provider: 'free',
      providerSessionId: `scale-${context.seed}-${organization.id}`,
      returnPath: '/developer',
      paidAt: context.now,
      fulfilledAt: context.now,
    })
    .returning({ id: orders.id });
  await context.db.insert(organizationPlanOrders).values({ orderId: order!.id, organizationId: organization.id, plan: 'enterprise' });
  const { id, key } = await createApiKey(context.db, { organizationId: organization.id, name: 'Scale bench', scopes: DATA_SCOPES });
  return { organizationId: organization.id, keyId: id, key };
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
