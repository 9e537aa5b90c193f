import { safeInternalPath } from './safe-path';

describe('safeInternalPath (no open redirect)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/properties/12?tab=value#forecast', '/properties/12?tab=value#forecast'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected);
  });

  it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, 'dashboard'])(
    'refuses %p and falls back to the dashboard',
    (input) => {
      expect(safeInternalPath(input)).toBe('/dashboard');
    },
  );
});
