import { OPEN_REDIRECT_PAYLOADS, SAME_SITE_PATHS } from '../../test-fixtures/open-redirect-payloads';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath (the one safe-redirect rule)', () => {
  it('is tested with at least 40 known open-redirect payloads', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('refuses %j', (payload) => {
    expect(safeRedirectPath(payload)).toBeNull();
  });

  it.each(SAME_SITE_PATHS)('keeps the same-site path %j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safeRedirectPath('/properties/../dashboard')).toBe('/dashboard');
  });

  it.each([null, undefined, '', 42, {}, 'dashboard', `/${'a'.repeat(3000)}`])('refuses %p', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});
