import { MESSAGES, ROLE_IDS, signup } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './sign-up.api';
import { EMAIL_CHECK_DEBOUNCE_MS, signUpSaga, withReferrer } from './sign-up.saga';
import { emailTyped, signUpRequested } from './sign-up.slice';

jest.mock('./sign-up.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), signup: jest.fn() }));
const checkEmail = jest.mocked(api.checkEmail);
const signupCall = jest.mocked(signup);

const start = () => runSagaAlone(signUpSaga, { signUp: {} });

describe('signup saga', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    checkEmail.mockReset();
    window.scrollTo = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('checks the email once, 1000 ms after the last keystroke, and stores the answer', async () => {
    checkEmail.mockResolvedValue({ exists: true });
    const saga = start();
    for (const typed of ['ada@example.c', 'ada@example.co', 'ada@example.com']) {
      saga.put(emailTyped(typed));
      jest.advanceTimersByTime(400);
    }
    expect(checkEmail).not.toHaveBeenCalled();
    jest.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS - 400);
    await Promise.resolve();
    expect(checkEmail).toHaveBeenCalledTimes(1);
    expect(checkEmail).toHaveBeenCalledWith('ada@example.com');
    await Promise.resolve();
    expect(saga.dispatched).toContainEqual({ type: 'signUp/emailChecked', payload: { email: 'ada@example.com', exists: true } });
    saga.task.cancel();
  });

  it('tells a contractor "Failed to create account. This email is already in use." and stays on the form', async () => {
    checkEmail.mockResolvedValue({ exists: true });
    const saga = start();
    saga.put(signUpRequested({ email: 'bo@example.com', firstName: 'Bo', lastName: 'Builder', password: 'Str0ng!Pass', rePassword: 'Str0ng!Pass', roleId: ROLE_IDS.contractor }));
    await Promise.resolve();
    await Promise.resolve();
    expect(saga.dispatched).toContainEqual({ type: 'signUp/signUpFailed', payload: MESSAGES.contractorEmailInUse });
    expect(window.location.pathname).not.toBe('/signup/new-contractor');
    saga.task.cancel();
  });

  it('creates the contractor account (pending) at once and sends it to the company step', async () => {
    checkEmail.mockResolvedValue({ exists: false });
    signupCall.mockResolvedValue({ userRole: 'PROFESSIONAL' } as Awaited<ReturnType<typeof signup>>);
    const saga = start();
    const form = { email: 'bo@example.com', firstName: 'Bo', lastName: 'Builder', password: 'Str0ng!Pass', rePassword: 'Str0ng!Pass', roleId: ROLE_IDS.contractor };
    saga.put(signUpRequested(form));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(signupCall).toHaveBeenCalledWith({ ...form, termsAccepted: true });
    expect(saga.dispatched.map((a) => a.type)).toContain('signUp/signUpSucceeded');
    expect(window.location.pathname).toBe('/signup/new-contractor');
    saga.task.cancel();
  });
});

describe('the page a new homeowner signed up from (a saved estimate waits there)', () => {
  it('goes with them to the verify-your-email page, same-site only', () => {
    expect(withReferrer('/signup/verify-your-email', '/Kitchen-Renovation-Cost/estimator-result')).toBe(
      '/signup/verify-your-email?referrer=%2FKitchen-Renovation-Cost%2Festimator-result',
    );
    expect(withReferrer('/signup/verify-your-email', '//evil.example/x')).toBe('/signup/verify-your-email');
    expect(withReferrer('/signup/verify-your-email', undefined)).toBe('/signup/verify-your-email');
    expect(withReferrer('/agent/payment-wall', '/Kitchen-Renovation-Cost/estimator-result')).toBe('/agent/payment-wall');
  });
});
