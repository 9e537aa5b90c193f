import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, type TestContext } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security';

/** Test helpers of the contractor routes. */

export const API = '/api/v1/professional';

/** A complete profile update; override any field. */
export function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Bo & Sons Roofing',
    businessPhone: '(512) 555-0100',
    description: 'Roofs and gutters since 1998.',
    businessTypes: ['roofing'],
    licenseNumber: 'TX-12345',
    licenseState: 'TX',
    insurance: 'General liability $1M, State Farm',
    yearsInBusiness: 26,
    serviceZipCodes: ['78702'],
    serviceRadiusMiles: 15,
    leadEmails: true,
    ...overrides,
  };
}

/** Signs a contractor up (step 1: the pending account) and adds the company (step 2); returns the token and profile id. */
export async function contractorWithProfile(t: TestContext, email: string, zipCode = '78701') {
  const token = await signUpAndGetToken(t.app, { email, firstName: 'Bo', lastName: 'Stone', roleId: ROLE_IDS.contractor });
  const created = await postJson(t.app, `${API}/my-professional`, { companyName: `Company of ${email}`, streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode }, token);
  if (created.statusCode !== 200) throw new Error(`company step failed: ${created.statusCode} ${created.body}`);
  const professional = created.json().message.professional as { professionalId: number; kukunUrl: string };
  return { token, professionalId: professional.professionalId, kukunUrl: professional.kukunUrl };
}

/** PUT/DELETE with the CSRF header and a session. */
export function send(t: TestContext, method: 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: CSRF_HEADERS, ...(payload === undefined ? {} : { payload: payload as object }), cookies: { [SESSION_COOKIE_NAME]: token } });
}

/** Uploads one file as the multipart field "image". */
export function uploadImage(t: TestContext, url: string, token: string, data: Buffer, type: string) {
  const boundary = '----hwtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="file"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...CSRF_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
}

/** The public profile of a kukunUrl. */
export async function publicProfileOf(t: TestContext, kukunUrl: string) {
  return (await getAs(t.app, `${API}/professionals/by-kukun-url/${kukunUrl}`)).json().message.professional;
}
