import { getSession, selectHome, subscribeSession } from './session';
import { mockSignIn, mockSignOut } from '../mock';
import { subscribePropertySelected } from '../events/event-bus';
import { readKukunId } from './my-home';

describe('session library', () => {
  it('is a guest when nobody signed in', () => {
    expect(getSession()).toMatchObject({ user: null, role: 'GUEST', isLoggedIn: false, displayName: '' });
  });

  it('reads the signed-in user, role and display name', () => {
    mockSignIn({ userFirstName: 'Robin', roleId: 7 });
    expect(getSession()).toMatchObject({ isLoggedIn: true, role: 'AGENT', displayName: 'Robin' });
  });

  it('keeps working with two loaded copies of shared-lib: a sign-in in one is seen by the other', async () => {
    let copyA: typeof import('../index') | undefined;
    let copyB: typeof import('../index') | undefined;
    let mockA: typeof import('../mock') | undefined;
    await jest.isolateModulesAsync(async () => {
      copyA = await import('../index');
      mockA = await import('../mock');
    });
    await jest.isolateModulesAsync(async () => {
      copyB = await import('../index');
    });
    expect(copyA).not.toBe(copyB);
    const seenByB: string[] = [];
    const unsubscribe = copyB!.subscribeSession((s) => seenByB.push(s.displayName || 'guest'));

    mockA!.mockSignIn({ userFirstName: 'Sam' });
    expect(copyB!.getSession().displayName).toBe('Sam');
    mockA!.mockSignOut();
    expect(copyB!.getSession().isLoggedIn).toBe(false);
    unsubscribe();
    expect(seenByB).toEqual(['Sam', 'guest']);
  });

  it('tells subscribers about a sign-out made elsewhere', () => {
    mockSignIn();
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    mockSignOut();
    unsubscribe();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ isLoggedIn: false, role: 'GUEST' }));
  });

  it('treats a tampered user_profile cookie as signed out', () => {
    document.cookie = 'user_profile=%7Bnot-json; path=/';
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('stores the selected home in my_home and kukun_id and announces it', () => {
    const heard = jest.fn();
    const unsubscribe = subscribePropertySelected(heard);
    const home = { propertyId: 12, address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
    selectHome(home, 987);
    unsubscribe();
    expect(getSession().myHome).toEqual(home);
    expect(readKukunId()).toBe(987);
    expect(heard).toHaveBeenCalledWith({ home });
  });

  it('tells session subscribers about a newly selected home, and stops after unsubscribing', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    const home = { propertyId: 7, address: '2 Elm St', city: 'Austin', state: 'TX', zipCode: '78702' };
    selectHome(home, 55);
    unsubscribe();
    selectHome(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ myHome: home }));
  });
});
