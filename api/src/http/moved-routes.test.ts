import { getAs, postJson, signUpAndGetToken, useTestApp } from '../test/test-app';

// A moved route keeps its old path for one version: a 308 keeps the method and body, so a client
// that follows it lands on the same answer.
describe('moved routes answer their old path with a permanent redirect', () => {
  const t = useTestApp();

  it('the maintenance plan moved from /estimation/home-maintenance to /maintenance, query kept', async () => {
    const token = await signUpAndGetToken(t.app);
    const old = await getAs(t.app, '/api/v1/estimation/home-maintenance/library?x=1', token);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe('/api/v1/maintenance/library?x=1');
    expect((await getAs(t.app, '/api/v1/maintenance/library', token)).statusCode).toBe(200);
  });

  it('a POST to the old developer-allowed-emails path is redirected with 308 (the method is kept)', async () => {
    const token = await signUpAndGetToken(t.app);
    const old = await postJson(t.app, '/api/v1/security/developer-allowed-emails', {}, token);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe('/api/v1/estimation/developer-allowed-emails');
    expect((await postJson(t.app, '/api/v1/estimation/developer-allowed-emails', {}, token)).json().message.allowed).toBe(false);
  });
});
