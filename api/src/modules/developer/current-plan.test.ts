import { useTestApp } from '../../test/test-app';
import { orders } from '../payment';
import { syncProductCatalogue } from '../payment/product-catalogue';
import { createApiKey, createOrganization, findPresentedKey } from './api-key.service';
import { organizationPlanOrders } from './developer.tables';
import { users } from '../security';

const t = useTestApp();

describe("a key's plan", () => {
  it("is its own organisation's plan, never another organisation's paid plan", async () => {
    await syncProductCatalogue(t.db);
    const [a, b] = await t.db
      .insert(users)
      .values([
        { email: 'a@lender.example.com', firstName: 'A', lastName: 'A', roleId: 2 },
        { email: 'b@lender.example.com', firstName: 'B', lastName: 'B', roleId: 2 },
      ])
      .returning();
    const trial = await createOrganization(t.db, { userId: a!.id, name: 'Trial Lending' });
    const paying = await createOrganization(t.db, { userId: b!.id, name: 'Paying Lending' });
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: b!.id,
        productName: 'DATA_PLAN_ENTERPRISE_MONTHLY',
        quantity: 1,
        listPriceCents: 0,
        amountCents: 0,
        status: 'Paid',
        provider: 'free',
        providerSessionId: 'plan-order',
        returnPath: '/developer',
        paidAt: new Date(),
      })
      .returning();
    await t.db.insert(organizationPlanOrders).values({ orderId: order!.id, organizationId: paying.id, plan: 'enterprise' });
    const trialKey = await createApiKey(t.db, { organizationId: trial.id, name: 'Server' });
    const payingKey = await createApiKey(t.db, { organizationId: paying.id, name: 'Server' });
    expect((await findPresentedKey(t.db, trialKey.key))?.plan).toBe('trial');
    expect((await findPresentedKey(t.db, payingKey.key))?.plan).toBe('enterprise');
  });
});
