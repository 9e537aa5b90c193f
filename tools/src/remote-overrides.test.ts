import { LOOPBACK_OVERRIDE_ORIGINS, remoteOverrideOrigins } from './remote-overrides';

describe('the origins remote overrides may load from', () => {
  it('are loopback outside production and none in production, unless REMOTE_OVERRIDE_ORIGINS says otherwise', () => {
    expect(remoteOverrideOrigins({})).toEqual(LOOPBACK_OVERRIDE_ORIGINS);
    expect(remoteOverrideOrigins({ NODE_ENV: 'production' })).toEqual([]);
    expect(remoteOverrideOrigins({ NODE_ENV: 'production', REMOTE_OVERRIDE_ORIGINS: 'https://qa-cdn.example.com, https://candidates.example.com:8443' })).toEqual([
      'https://qa-cdn.example.com',
      'https://candidates.example.com:8443',
    ]);
    expect(remoteOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: '' })).toEqual([]);
  });

  it('drop anything that is not an origin, so nothing else can enter the CSP', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(remoteOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: "https://ok.example.com,'unsafe-eval',*,https://x.example.com/path" })).toEqual(['https://ok.example.com']);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
