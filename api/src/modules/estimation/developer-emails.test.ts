import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { syncDeveloperEmails } from './developer-emails';

describe('developer-allowed emails raise the project limits', () => {
  const t = useTestApp();

  it('a developer-allowed account gets the paid limits and says so; another account keeps the regular ones', async () => {
    const dev = await signUpAndGetToken(t.app, { email: 'dev@homeworth.example' });
    const user = await signUpAndGetToken(t.app, { email: 'user@example.com' });
    await syncDeveloperEmails(t.db, ['Dev@Homeworth.example']);

    const devLimits = (await getAs(t.app, '/api/v1/estimation/limits', dev)).json().message;
    const userLimits = (await getAs(t.app, '/api/v1/estimation/limits', user)).json().message;
    expect(devLimits.maxProjects).toBeGreaterThan(userLimits.maxProjects);
    expect(devLimits.paid).toBe(false);
    expect((await postJson(t.app, '/api/v1/estimation/developer-allowed-emails', {}, dev)).json().message).toEqual({ email: 'dev@homeworth.example', allowed: true });
    expect((await postJson(t.app, '/api/v1/estimation/developer-allowed-emails', {}, user)).json().message.allowed).toBe(false);

    // The list is configuration: a start with another list replaces it.
    await syncDeveloperEmails(t.db, []);
    expect((await getAs(t.app, '/api/v1/estimation/limits', dev)).json().message.maxProjects).toBe(userLimits.maxProjects);
    expect((await postJson(t.app, '/api/v1/estimation/developer-allowed-emails', {})).statusCode).toBe(401);
  });
});
