import { shouldInitOneTap, shouldLoadOneTapScript } from './google-one-tap';

describe('Google one-tap conditions', () => {
  it('initialises only with a client id, for a guest, once the script has loaded', () => {
    expect(shouldInitOneTap({ clientId: 'abc.apps.googleusercontent.com', isLoggedIn: false, scriptLoaded: true })).toBe(true);
    expect(shouldInitOneTap({ clientId: 'abc.apps.googleusercontent.com', isLoggedIn: true, scriptLoaded: true })).toBe(false);
    expect(shouldInitOneTap({ clientId: 'abc.apps.googleusercontent.com', isLoggedIn: false, scriptLoaded: false })).toBe(false);
    expect(shouldInitOneTap({ clientId: null, isLoggedIn: false, scriptLoaded: true })).toBe(false);
    expect(shouldInitOneTap({ clientId: '  ', isLoggedIn: false, scriptLoaded: true })).toBe(false);
  });

  it('loads the provider script only when configured, for a guest, and not yet loaded', () => {
    expect(shouldLoadOneTapScript({ clientId: 'abc', isLoggedIn: false, scriptLoaded: false })).toBe(true);
    expect(shouldLoadOneTapScript({ clientId: null, isLoggedIn: false, scriptLoaded: false })).toBe(false);
    expect(shouldLoadOneTapScript({ clientId: 'abc', isLoggedIn: true, scriptLoaded: false })).toBe(false);
    expect(shouldLoadOneTapScript({ clientId: 'abc', isLoggedIn: false, scriptLoaded: true })).toBe(false);
  });
});
