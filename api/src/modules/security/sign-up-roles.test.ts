import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { properties, userProperties, users } from '../../db/schema';
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, signUpBody, useTestApp } from '../../test/test-app';
import { agentProfiles, professionals, userProfiles } from '../../db/schema';

const SIGN_UP = '/api/v1/security/sign-up';
const COMPANY = { companyName: 'Bo & Sons Builders', streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

describe('signup for the three roles', () => {
  const t = useTestApp();

  it('stores the terms acceptance the form sends', async () => {
    await postJson(t.app, SIGN_UP, signUpBody({ termsAccepted: true }));
    const [profile] = await t.db.select().from(userProfiles);
    expect(profile?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('creates the empty agent profile at agent signup (role 7)', async () => {
    await postJson(t.app, SIGN_UP, signUpBody({ email: 'agent@example.com', roleId: ROLE_IDS.agent }));
    const [agent] = await t.db.select().from(agentProfiles);
    expect(agent).toMatchObject({
      phoneNumber: '',
      licenseNumber: '',
      companyName: '',
      positionName: '',
      companyFullAddress: '',
      companyAddress: '',
      city: '',
      state: '',
      zipCode: '',
      biography: '',
    });
  });

  it('creates no agent profile for a homeowner', async () => {
    await postJson(t.app, SIGN_UP, signUpBody());
    expect(await t.db.select().from(agentProfiles)).toHaveLength(0);
  });

  it('creates the professional record of a contractor from the new-contractor page, readable at /professional', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'bo@example.com', roleId: ROLE_IDS.contractor, professional: COMPANY });
    const [row] = await t.db.select().from(professionals);
    expect(row).toMatchObject({ ...COMPANY, email: 'bo@example.com', kukunUrl: 'bo-sons-builders-1' });
    const response = await getAs(t.app, '/api/v1/security/professional', token);
    expect(response.json()).toEqual({
      success: true,
      message: { professional: { professionalId: row!.id, companyName: COMPANY.companyName, kukunUrl: 'bo-sons-builders-1' } },
    });
  });

  it('answers "No professional found for this user email." (code 401, 404) for a contractor without a record', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'bo@example.com', roleId: ROLE_IDS.contractor });
    const response = await getAs(t.app, '/api/v1/security/professional', token);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toEqual({ code: ERROR_CODES.noUser, message: MESSAGES.professionalNotFound });
  });

  it('/professional is for contractors only (403)', async () => {
    const token = await signUpAndGetToken(t.app);
    expect((await getAs(t.app, '/api/v1/security/professional', token)).statusCode).toBe(403);
  });

  it('refuses a malformed company (400 VALIDATION naming the field)', async () => {
    const response = await postJson(t.app, SIGN_UP, signUpBody({ roleId: 3, professional: { ...COMPANY, zipCode: '7870' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'professional.zipCode' } });
  });

  it('refuses the email of an account without a password like any taken email, and mails its owner instead', async () => {
    await t.db.insert(users).values({ email: 'invited@example.com', firstName: 'Ivy', lastName: 'Client', roleId: 2 });
    const response = await postJson(t.app, SIGN_UP, signUpBody({ email: 'invited@example.com', firstName: 'Ivy', lastName: 'Clientele' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({ code: ERROR_CODES.emailExists, message: MESSAGES.emailInUse });
    const [mail] = await t.readMail('invited@example.com');
    expect(mail?.subject).toBe('Your Homeworth account');
    const signIn = await postJson(t.app, '/api/v1/security/sign-in', { email: 'invited@example.com', password: 'Str0ng!pass' });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('sign-in returns the homes for the my_home side effect', () => {
  const t = useTestApp();

  it("lists the user's homes, oldest first, with the number of claimed ones", async () => {
    await signUpAndGetToken(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'jane.doe@example.com'));
    const place = { addressKey: '', unitNumber: '', city: 'Austin', state: 'TX', zipCode: '78701', latitude: 30.27, longitude: -97.74 };
    await t.db.insert(properties).values([
      { ...place, kukunId: 11, addressKey: 'a', address: '1 Main St' },
      { ...place, kukunId: 22, addressKey: 'b', address: '2 Oak Ave' },
    ]);
    await t.db.insert(userProperties).values([
      { userId: user!.id, kukunId: 11, tier: 'paid', claimed: true },
      { userId: user!.id, kukunId: 22 },
    ]);
    const response = await postJson(t.app, '/api/v1/security/sign-in', { email: 'jane.doe@example.com', password: 'Str0ng!pass' });
    expect(sessionCookieOf(response)).toBeDefined();
    const { userProperties: homes, claimedProperties } = response.json().message;
    expect(claimedProperties).toBe(1);
    expect(homes.map((h: { property: { kukunId: number } }) => h.property.kukunId)).toEqual([11, 22]);
    expect(homes[0]).toMatchObject({ claimed: true, isPaidAddress: true, isSavedAddress: false, property: { propertyId: 11, address: '1 Main St', zipCode: '78701' } });
  });
});
