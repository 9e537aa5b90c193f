/**
 * Test helpers for the remotes' unit tests: a signed-in or signed-out session
 * without reaching the API or another app, and the providers a remote renders in.
 * Import from `@homeworth/shared-lib/mock`; never from product code.
 */
import type { ReactNode } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { AxiosError } from 'axios';
import { apiClient } from './http/api-client';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme/theme';
import { ACCOUNT_VALIDATION_COOKIE, USER_PROFILE_COOKIE } from './session/session';
import { removeCookie, writeCookie } from './session/cookies';
import { dispatchSessionChanged } from './events/event-bus';
import { roleFromRoleId, ROLE_IDS } from './domain/accounts/roles';
import type { SessionUser } from './domain/accounts/session-user';

/** A complete SessionUser with sensible defaults, overridable field by field. */
export function mockUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const roleId = overrides.roleId ?? ROLE_IDS.homeowner;
  return {
    userId: 1,
    userEmail: 'jane@example.com',
    userFirstName: 'Jane',
    userLastName: 'Doe',
    displayName: overrides.userFirstName ?? 'Jane',
    roleId,
    userRole: roleFromRoleId(roleId),
    accountStatus: 'VERIFIED',
    ...overrides,
  };
}

/** Puts a signed-in user in the session, as a real sign-in would, and announces it. */
export function mockSignIn(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = mockUser(overrides);
  writeCookie(USER_PROFILE_COOKIE, JSON.stringify(user));
  writeCookie(ACCOUNT_VALIDATION_COOKIE, JSON.stringify({ displayName: user.displayName, isLoggedIn: true, accountStatus: user.accountStatus, userRole: user.userRole }));
  dispatchSessionChanged({ reason: 'login', user });
  return user;
}

/** Clears the session, as a sign-out in another app would, and announces it. */
export function mockSignOut(): void {
  removeCookie(USER_PROFILE_COOKIE);
  removeCookie(ACCOUNT_VALIDATION_COOKIE);
  dispatchSessionChanged({ reason: 'logout', user: null });
}

/** The providers a remote's tree expects (theme), for component tests. */
export function MockProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Makes the apps' shared HTTP client answer every request as if the browser were offline
 * (a network error, status 0), so that no unit test reaches a server. Tests that need an
 * answer give the client their own stand-in (for example `jest.spyOn(apiClient(), 'request')`).
 */
export function takeApiClientOffline(): void {
  apiClient().defaults.adapter = (config) => Promise.reject(new AxiosError('Unit tests run offline', AxiosError.ERR_NETWORK, config));
}

/**
 * Runs one saga alone, as the remotes' saga tests do: the test puts actions in (`put`), the saga's own
 * puts are collected in order (`dispatched`) and its selects read the fixed `state` (nothing reduces).
 */
export function runSagaAlone(saga: Saga, state: unknown = {}) {
  const channel = stdChannel();
  const dispatched: { type: string; payload?: unknown }[] = [];
  const task = runSaga({ channel, dispatch: (action: { type: string }) => dispatched.push(action), getState: () => state }, saga);
  return { put: (action: { type: string }) => channel.put(action), dispatched, task };
}

/**
 * Runs one saga against a real reducer, as the store would: every action (the test's `dispatch` and the
 * saga's own puts) is listed in `dispatched`, reduces the state and reaches the saga's takes; its selects
 * read `select(state)` (a slice's reducer placed under its key, say); `state()` is the state now.
 */
export function runSagaWithReducer<S>(saga: Saga, reducer: Reducer<S>, select: (state: S) => unknown = (state) => state) {
  const channel = stdChannel();
  let state = reducer(undefined, { type: 'init' });
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = (action: { type: string }) => {
    dispatched.push(action);
    state = reducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => select(state) }, saga);
  return { dispatch, dispatched, task, state: () => state };
}
