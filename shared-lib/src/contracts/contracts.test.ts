import type { z } from 'zod';
import { EVENT_VERSIONS, type EventCatalogue, type EventName } from '../events/event-catalogue';
import { dispatchAddressLimit, dispatchPaymentCompleted, dispatchPropertySelected, dispatchSessionChanged, dispatchToast } from '../events/event-bus';
import { ACCOUNT_VALIDATION_COOKIE, USER_PROFILE_COOKIE, selectHome, updateSessionUser, type AccountValidation } from '../session/session';
import { KUKUN_ID_COOKIE, MY_HOME_COOKIE, type MyHome } from '../session/my-home';
import { readCookie, readJsonCookie } from '../session/cookies';
import type { SessionUser } from '../domain/accounts/session-user';
import { mockUser } from '../mock';
import { EVENT_ENVELOPES_V2, EVENT_PAYLOADS_V2, SESSION_COOKIES_V2, accountValidationV2, myHomeV2, sessionUserV2 } from './v2';

/*
 * Contract tests of @homeworth/shared-lib 2.x. A remote built against 2.0.0 must keep working with
 * any 2.y host copy, so the library's types and what it really sends must still match the frozen
 * v2 schemas. Compile-time half: `npm test` type-checks this file. Run-time half: the payloads the
 * library's own producers put on the bus and in cookies are parsed with the schemas.
 */

/** True when A and B accept each other: nothing v2 promised was removed, renamed or retyped. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// A breaking change of a type below fails `tsc` here with "Type 'false' is not assignable to type 'true'".
const eventTypesMatch: { [K in EventName]: Same<EventCatalogue[K], z.infer<(typeof EVENT_PAYLOADS_V2)[K]>> } = {
  'hw:session-changed': true,
  'hw:property-selected': true,
  'hw:payment-completed': true,
  'hw:address-limit': true,
  'hw:toast': true,
};
const sessionTypesMatch: [Same<SessionUser, z.infer<typeof sessionUserV2>>, Same<AccountValidation, z.infer<typeof accountValidationV2>>, Same<MyHome, z.infer<typeof myHomeV2>>] =
  [true, true, true];

const home: MyHome = { propertyId: 7, userPropertyId: 3, address: '12 Oak St', city: 'Austin', state: 'TX', zipCode: '78701', claimed: true };

/** Runs `send` and returns the `detail` of the window event `name` it dispatched. */
function sent(name: EventName, send: () => void): unknown {
  let detail: unknown;
  const listener = (event: Event) => (detail = (event as CustomEvent).detail);
  window.addEventListener(name, listener);
  send();
  window.removeEventListener(name, listener);
  return detail;
}

describe('contract v2: event catalogue', () => {
  it('lists exactly the v2 events at their v2 payload versions (removing or renaming one is breaking)', () => {
    expect(Object.keys(eventTypesMatch).sort()).toEqual(Object.keys(EVENT_ENVELOPES_V2).sort());
    expect(Object.keys(EVENT_VERSIONS).sort()).toEqual(Object.keys(EVENT_ENVELOPES_V2).sort());
    for (const name of Object.keys(EVENT_ENVELOPES_V2) as EventName[]) {
      expect({ name, version: EVENT_VERSIONS[name] }).toEqual({ name, version: EVENT_ENVELOPES_V2[name].shape.version.value });
    }
  });

  const producers: { [K in EventName]: () => void } = {
    'hw:session-changed': () => dispatchSessionChanged({ reason: 'login', user: mockUser() }),
    'hw:property-selected': () => dispatchPropertySelected({ home }),
    'hw:payment-completed': () => dispatchPaymentCompleted({ success: true, addresses: 3 }),
    'hw:address-limit': () => dispatchAddressLimit({ reached: true }),
    'hw:toast': () => dispatchToast({ kind: 'success', text: 'Saved' }),
  };

  it.each(Object.keys(producers) as EventName[])('%s as the event bus sends it matches its v2 envelope', (name) => {
    const detail = sent(name, producers[name]);
    expect(detail).toBeDefined();
    const result = EVENT_ENVELOPES_V2[name].safeParse(detail);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('a signed-out session change (user null) and a cleared home match too', () => {
    expect(EVENT_ENVELOPES_V2['hw:session-changed'].safeParse(sent('hw:session-changed', () => dispatchSessionChanged({ reason: 'logout', user: null }))).success).toBe(true);
    expect(EVENT_ENVELOPES_V2['hw:property-selected'].safeParse(sent('hw:property-selected', () => dispatchPropertySelected({ home: null }))).success).toBe(true);
  });
});

describe('contract v2: session payload', () => {
  it('the readable cookies a sign-in and a home selection write match their v2 schemas', () => {
    updateSessionUser(mockUser({ userId: 42, roleId: 7, userRole: 'AGENT', accountStatus: 'VERIFICATION_PENDING' }));
    selectHome(home, 9001);
    const written = {
      user_profile: readJsonCookie(USER_PROFILE_COOKIE),
      user_account_validation: readJsonCookie(ACCOUNT_VALIDATION_COOKIE),
      my_home: readJsonCookie(MY_HOME_COOKIE),
      kukun_id: readCookie(KUKUN_ID_COOKIE),
    };
    expect(Object.keys(written)).toEqual(Object.keys(SESSION_COOKIES_V2));
    for (const [cookie, value] of Object.entries(written)) {
      const result = SESSION_COOKIES_V2[cookie as keyof typeof SESSION_COOKIES_V2].safeParse(value);
      expect({ cookie, issues: result.error?.issues ?? [] }).toEqual({ cookie, issues: [] });
    }
    expect(sessionTypesMatch).toEqual([true, true, true]);
  });
});

describe('contract v2 refuses a broken payload', () => {
  const user = mockUser();
  const { userEmail, ...withoutEmail } = user;

  it.each([
    ['a renamed field (userEmail -> email)', { ...withoutEmail, email: userEmail }],
    ['a removed field (no displayName)', { ...user, displayName: undefined }],
    ['a changed type (userId as text)', { ...user, userId: String(user.userId) }],
    ['an unknown role', { ...user, userRole: 'OWNER' }],
  ])('user_profile with %s', (_label, broken) => {
    expect(SESSION_COOKIES_V2.user_profile.safeParse(broken).success).toBe(false);
  });

  it('a session-changed event with a new reason, a wrong version or a missing payload', () => {
    const schema = EVENT_ENVELOPES_V2['hw:session-changed'];
    expect(schema.safeParse({ version: 1, payload: { reason: 'signin', user } }).success).toBe(false);
    expect(schema.safeParse({ version: 2, payload: { reason: 'login', user } }).success).toBe(false);
    expect(schema.safeParse({ version: 1 }).success).toBe(false);
  });

  it('a my_home without its zip code and a kukun_id that is not a positive integer', () => {
    const { zipCode: _zip, ...noZip } = home;
    expect(SESSION_COOKIES_V2.my_home.safeParse(noZip).success).toBe(false);
    expect(SESSION_COOKIES_V2.kukun_id.safeParse('0').success).toBe(false);
    expect(SESSION_COOKIES_V2.kukun_id.safeParse('12a').success).toBe(false);
  });
});
