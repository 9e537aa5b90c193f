import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';

const COMPANY = { companyName: 'Bo & Sons Builders', streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };

describe('public contractor profile by kukunUrl', () => {
  const t = useTestApp();

  it('lets a signed-out visitor read a contractor’s profile', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'bo@example.com', firstName: 'Bo', lastName: 'Stone', roleId: ROLE_IDS.contractor, professional: COMPANY });
    const own = (await getAs(t.app, '/api/v1/security/professional', token)).json().message.professional;
    const answer = await getAs(t.app, `/api/v1/professional/professionals/by-kukun-url/${own.kukunUrl}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message.professional).toMatchObject({
      kukunUrl: own.kukunUrl,
      companyName: 'Bo & Sons Builders',
      contractorName: 'Bo Stone',
      companyContact: { email: 'bo@example.com', companyProfileImage: null },
      serviceArea: { city: 'Austin', state: 'TX', zipCode: '78701' },
    });
  });

  it('answers 404 NOT_FOUND for an unknown slug and 400 for a malformed one', async () => {
    const missing = await getAs(t.app, '/api/v1/professional/professionals/by-kukun-url/nobody-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NOT_FOUND');
    expect((await getAs(t.app, '/api/v1/professional/professionals/by-kukun-url/bad%20slug!')).statusCode).toBe(400);
  });
});
