import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { ROLE_IDS, navigateTo } from '@homeworth/shared-lib';
import { mockSignIn } from '@homeworth/shared-lib/mock';
import { safeRedirectPath } from '@homeworth/shared-lib/domain';
import { OPEN_REDIRECT_PAYLOADS } from '@homeworth/shared-lib/test-fixtures';
import * as blogApi from './blog-access.api';
import * as oneTapApi from './google-one-tap.api';
import { signInSaga } from './sign-in.saga';
import { googleCredentialReceived } from './sign-in.slice';

jest.mock('./google-one-tap.api');
jest.mock('./blog-access.api');
jest.mock('./sign-in.api');
jest.mock('../../shared/professional.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn() }));

const externalLogin = jest.mocked(oneTapApi.externalLogin);
const navigate = jest.mocked(navigateTo);
const flush = () => new Promise((r) => setTimeout(r, 0));

// The sign-in saga's whole redirect step (rules, blog token, navigation) fed each known
// open-redirect payload as the `referrer` query parameter: it must stay on the site.
describe.each([
  ['a homeowner', ROLE_IDS.homeowner],
  ['an agent', ROLE_IDS.agent],
])('sign-in redirect of %s with open-redirect payloads', (_who, roleId) => {
  beforeEach(() => {
    navigate.mockReset();
    jest.mocked(blogApi.blogAccessTokenFor).mockResolvedValue('signed.token');
    externalLogin.mockImplementation(async () => {
      mockSignIn({ roleId });
      return { claimedProperties: 0 };
    });
  });

  it.each(OPEN_REDIRECT_PAYLOADS.flatMap((p) => [p, `${p}?emailLogId=7`]))('referrer %j lands on a same-site path', async (referrer) => {
    const channel = stdChannel();
    runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, signInSaga as Saga);
    channel.put(googleCredentialReceived({ credential: 'id-token', referrer }));
    await flush();
    expect(navigate).toHaveBeenCalledTimes(1);
    const to = navigate.mock.calls[0]![0];
    expect(safeRedirectPath(to)).toBe(to);
  });
});
