import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { SESSION_COOKIE_NAME } from '../../security';

// The homeValueUpdate and mortgageBalance modals: equity = value - mortgage balance, per user home.

describe('home equity inputs', () => {
  const t = useTestApp();
  const put = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'PUT', url, headers: CSRF_HEADERS, payload: payload as object, ...(token ? { cookies: { [SESSION_COOKIE_NAME]: token } } : {}) });

  async function homeOf(token: string): Promise<number> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    return (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId;
  }
  const base = (id: number) => `/api/v1/property/user-properties/${id}/equity`;

  it('counts equity from the report value until the owner gives theirs, and keeps each input when the other changes', async () => {
    const token = await signUpAndGetToken(t.app);
    const id = await homeOf(token);
    const first = (await getAs(t.app, base(id), token)).json().message.equity;
    expect(first).toMatchObject({ userPropertyId: id, ownerValue: null, mortgageBalance: null, equity: null });
    expect(first.homeValue).toBe(first.reportValue);

    const withMortgage = await put(`${base(id)}/mortgage-balance`, { mortgageBalance: 150_000 }, token);
    expect(withMortgage.statusCode).toBe(200);
    expect(withMortgage.json().message.equity).toMatchObject({ mortgageBalance: 150_000, equity: first.reportValue - 150_000 });

    const withValue = (await put(`${base(id)}/home-value`, { ownerValue: 600_000 }, token)).json().message.equity;
    expect(withValue).toMatchObject({ ownerValue: 600_000, homeValue: 600_000, mortgageBalance: 150_000, equity: 450_000 });
    // Stored: read again, and back to the report's value with null.
    expect((await getAs(t.app, base(id), token)).json().message.equity.equity).toBe(450_000);
    const reset = (await put(`${base(id)}/home-value`, { ownerValue: null }, token)).json().message.equity;
    expect(reset).toMatchObject({ ownerValue: null, homeValue: first.reportValue, equity: first.reportValue - 150_000 });
  });

  it('refuses bad amounts with 400 and another user’s home with 404, leaving it unchanged', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    const id = await homeOf(owner);
    for (const body of [{ mortgageBalance: -1 }, { mortgageBalance: 1.5 }, { mortgageBalance: '100' }, { mortgageBalance: 100_000_001 }, {}]) {
      const response = await put(`${base(id)}/mortgage-balance`, body, owner);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await put(`${base(id)}/home-value`, { ownerValue: 0 }, owner)).statusCode).toBe(400);
    expect((await put(`${base(id)}/mortgage-balance`, { mortgageBalance: 1 }, stranger)).statusCode).toBe(404);
    expect((await getAs(t.app, base(id), stranger)).statusCode).toBe(404);
    expect((await getAs(t.app, base(id))).statusCode).toBe(401);
    expect((await getAs(t.app, base(id), owner)).json().message.equity.mortgageBalance).toBeNull();
  });
});
