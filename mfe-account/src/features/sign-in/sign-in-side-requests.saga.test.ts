import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as oneTapApi from './google-one-tap.api';
import * as linkApi from './sign-in-link.api';
import { signInSaga } from './sign-in.saga';
import { oneTapConfigRequested, signInLinkRequested } from './sign-in.slice';

jest.mock('./google-one-tap.api');
jest.mock('./sign-in-link.api');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sign-in page side requests', () => {
  it('emails a sign-in link, and words a refusal', async () => {
    jest.mocked(linkApi.requestSignInLink).mockResolvedValueOnce({ emailSent: true });
    jest.mocked(linkApi.requestSignInLink).mockRejectedValueOnce(new ApiError(429, [{ code: 'RATE_LIMITED', message: 'Too many requests. Try again later.' }]));
    const saga = runSagaAlone(signInSaga);
    saga.put(signInLinkRequested('ada@example.com'));
    await settle();
    saga.put(signInLinkRequested('ada@example.com'));
    await settle();
    expect(linkApi.requestSignInLink).toHaveBeenCalledWith('ada@example.com');
    expect(saga.dispatched).toEqual([
      { type: 'signIn/signInLinkSent', payload: undefined },
      { type: 'signIn/signInLinkFailed', payload: 'Too many requests. Try again later.' },
    ]);
    saga.task.cancel();
  });

  it("reads one-tap's client id; not configured or unreachable leaves one-tap off", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(oneTapApi.fetchOneTapConfig).mockResolvedValueOnce({ clientId: 'client-1' } as Awaited<ReturnType<typeof oneTapApi.fetchOneTapConfig>>);
    jest.mocked(oneTapApi.fetchOneTapConfig).mockRejectedValueOnce(new Error('offline'));
    const saga = runSagaAlone(signInSaga);
    saga.put(oneTapConfigRequested());
    await settle();
    saga.put(oneTapConfigRequested());
    await settle();
    expect(saga.dispatched.map((a) => a.payload)).toEqual(['client-1', null]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    saga.task.cancel();
  });
});
