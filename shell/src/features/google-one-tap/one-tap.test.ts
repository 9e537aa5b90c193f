import { ROLE_IDS, apiRequest, refreshSession } from '@homeworth/shared-lib';
import { mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { GSI_SCRIPT_URL } from '@homeworth/shared-lib/google-one-tap';
import { startOneTap } from './one-tap';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), apiRequest: jest.fn(), refreshSession: jest.fn(), navigateTo: jest.fn() }));

const script = () => document.querySelector<HTMLScriptElement>(`script[src="${GSI_SCRIPT_URL}"]`);
const answers = (config: { enabled: boolean; clientId: string | null }) =>
  jest.mocked(apiRequest).mockImplementation(async (request) => (request.url === '/v1/security/external-login/config' ? config : { userProperties: [] }) as never);

describe('Google one-tap on every shell page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.mocked(apiRequest).mockReset();
    mockSignOut();
    script()?.remove();
    delete (window as { google?: unknown }).google;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('loads nothing from Google when no client id is configured', async () => {
    answers({ enabled: false, clientId: null });
    await startOneTap();
    expect(script()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads Google’s script when configured; a failed load is logged only', async () => {
    answers({ enabled: true, clientId: 'abc.apps.googleusercontent.com' });
    const started = startOneTap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(script()).not.toBeNull();
    script()!.dispatchEvent(new Event('error'));
    await expect(started).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Google one-tap unavailable', expect.any(Error));
  });

  it('does nothing for a signed-in user', async () => {
    mockSignIn({ roleId: ROLE_IDS.homeowner });
    answers({ enabled: true, clientId: 'abc.apps.googleusercontent.com' });
    await startOneTap();
    expect(apiRequest).not.toHaveBeenCalled();
    expect(script()).toBeNull();
  });

  it('prompts with auto-select off and sends the credential to the external login', async () => {
    answers({ enabled: true, clientId: 'abc.apps.googleusercontent.com' });
    const initialize = jest.fn();
    const prompt = jest.fn();
    (window as { google?: unknown }).google = { accounts: { id: { initialize, prompt } } };
    await startOneTap();
    expect(script()).toBeNull();
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'abc.apps.googleusercontent.com', auto_select: false }));
    expect(prompt).toHaveBeenCalled();

    initialize.mock.calls[0][0].callback({ credential: 'header.payload.signature' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(apiRequest).toHaveBeenCalledWith({ method: 'POST', url: '/v1/security/external-login', data: { credential: 'header.payload.signature' } });
    expect(refreshSession).toHaveBeenCalled();
  });
});
