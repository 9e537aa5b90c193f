import { isOverrideOrigin, overrideAllowed, splitOverrides } from './remote-overrides';

const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

describe('remote overrides', () => {
  it('allows a manifest only from a listed origin, any port where the origin says :*', () => {
    expect(overrideAllowed('http://localhost:3104/mf-manifest.json', LOOPBACK)).toBe(true);
    expect(overrideAllowed('http://127.0.0.1:9000/x/mf-manifest.json', LOOPBACK)).toBe(true);
    expect(overrideAllowed('https://localhost:3104/mf-manifest.json', LOOPBACK)).toBe(false);
    expect(overrideAllowed('http://localhost.evil.test/mf-manifest.json', LOOPBACK)).toBe(false);
    expect(overrideAllowed('http://evil.test/mf-manifest.json', LOOPBACK)).toBe(false);
    expect(overrideAllowed('http://user:pw@localhost:3104/mf-manifest.json', LOOPBACK)).toBe(false);
    expect(overrideAllowed('javascript:alert(1)', LOOPBACK)).toBe(false);
  });

  it('matches an exact port, and no port as the scheme default', () => {
    expect(overrideAllowed('https://cdn.example.com/a/mf-manifest.json', ['https://cdn.example.com'])).toBe(true);
    expect(overrideAllowed('https://cdn.example.com:443/a/mf-manifest.json', ['https://cdn.example.com'])).toBe(true);
    expect(overrideAllowed('https://cdn.example.com:8443/a/mf-manifest.json', ['https://cdn.example.com'])).toBe(false);
    expect(overrideAllowed('https://qa.example.com:8443/mf-manifest.json', ['https://qa.example.com:8443'])).toBe(true);
    expect(overrideAllowed('http://localhost:3104/mf-manifest.json', [])).toBe(false);
  });

  it('knows an origin from anything else', () => {
    expect(isOverrideOrigin('http://localhost:*')).toBe(true);
    expect(isOverrideOrigin('https://cdn.example.com:8443')).toBe(true);
    expect(isOverrideOrigin('https://cdn.example.com/path')).toBe(false);
    expect(isOverrideOrigin("'unsafe-inline'")).toBe(false);
    expect(isOverrideOrigin('*')).toBe(false);
  });

  it('splits stored overrides into allowed and refused, and ignores anything that is not a map of URLs', () => {
    const stored = JSON.stringify({ mfe_agent: 'http://localhost:3104/mf-manifest.json', mfe_account: 'https://evil.test/mf-manifest.json', mfe_estimator: 7 });
    expect(splitOverrides(stored, LOOPBACK)).toEqual({
      allowed: { mfe_agent: 'http://localhost:3104/mf-manifest.json' },
      refused: { mfe_account: 'https://evil.test/mf-manifest.json' },
    });
    for (const bad of [null, '', 'not json', '[1]', '"x"']) expect(splitOverrides(bad, LOOPBACK)).toEqual({ allowed: {}, refused: {} });
  });
});
