import { MESSAGES, ROLE_IDS, navigateTo, selectHome } from '@homeworth/shared-lib';
import { mockSignIn, runSagaAlone } from '@homeworth/shared-lib/mock';
import * as blogApi from './blog-access.api';
import * as oneTapApi from './google-one-tap.api';
import * as signInApi from './sign-in.api';
import * as professionalApi from '../../shared/professional.api';
import { signInSaga } from './sign-in.saga';
import { googleCredentialReceived } from './sign-in.slice';

jest.mock('./google-one-tap.api');
jest.mock('./blog-access.api');
jest.mock('./sign-in.api');
jest.mock('../../shared/professional.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), navigateTo: jest.fn() }));

const externalLogin = jest.mocked(oneTapApi.externalLogin);
const blogAccessTokenFor = jest.mocked(blogApi.blogAccessTokenFor);
const navigate = jest.mocked(navigateTo);
const propertyScoreCheck = jest.mocked(signInApi.propertyScoreCheck);

const start = () => runSagaAlone(signInSaga);

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('sign-in saga: Google one-tap credential', () => {
  beforeEach(() => {
    externalLogin.mockReset();
    blogAccessTokenFor.mockReset().mockResolvedValue(null);
    navigate.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the credential to the external login, then runs the usual redirect', async () => {
    externalLogin.mockImplementation(async () => {
      mockSignIn({ roleId: ROLE_IDS.homeowner });
      return { claimedProperties: 0 };
    });
    const saga = start();
    saga.put(googleCredentialReceived({ credential: 'id-token', referrer: '/home-report' }));
    await flush();
    expect(externalLogin).toHaveBeenCalledWith('id-token');
    expect(blogAccessTokenFor).toHaveBeenCalledWith('/home-report');
    expect(navigate).toHaveBeenCalledWith('/home-report');
  });

  it('appends the blog access token as actk for a blog referrer on the site', async () => {
    externalLogin.mockImplementation(async () => {
      mockSignIn({ roleId: ROLE_IDS.homeowner });
      return { claimedProperties: 0 };
    });
    blogAccessTokenFor.mockResolvedValue('signed.token');
    const saga = start();
    saga.put(googleCredentialReceived({ credential: 'id-token', referrer: '/blog/guides/kitchen' }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/blog/guides/kitchen?actk=signed.token');
  });

  it('shows "Unauthorized" when the external login fails', async () => {
    externalLogin.mockRejectedValue(new Error('401'));
    const saga = start();
    saga.put(googleCredentialReceived({ credential: 'bad', referrer: null }));
    await flush();
    expect(saga.dispatched).toContainEqual(expect.objectContaining({ payload: MESSAGES.googleSignInFailed }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('sign-in saga: redirect rule 7, the property-score check', () => {
  const HOME = { propertyId: 4242, userPropertyId: 9, address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', claimed: true };

  beforeEach(() => {
    externalLogin.mockReset().mockImplementation(async () => {
      mockSignIn({ roleId: ROLE_IDS.homeowner });
      return { claimedProperties: 1 };
    });
    blogAccessTokenFor.mockReset().mockResolvedValue(null);
    propertyScoreCheck.mockReset();
    navigate.mockReset();
    selectHome(HOME, HOME.propertyId);
  });
  afterEach(() => selectHome(null));

  it("checks the home's score and goes to the dashboard when the check fails", async () => {
    propertyScoreCheck.mockResolvedValue(false);
    start().put(googleCredentialReceived({ credential: 'id-token', referrer: '/faq' }));
    await flush();
    expect(propertyScoreCheck).toHaveBeenCalledWith(4242);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('goes on by rule 8 (back to the referrer) when the check passes', async () => {
    propertyScoreCheck.mockResolvedValue(true);
    start().put(googleCredentialReceived({ credential: 'id-token', referrer: '/faq' }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/faq');
  });

  it('runs no check for a user without claimed properties', async () => {
    externalLogin.mockImplementation(async () => {
      mockSignIn({ roleId: ROLE_IDS.homeowner });
      return { claimedProperties: 0 };
    });
    start().put(googleCredentialReceived({ credential: 'id-token', referrer: '/faq' }));
    await flush();
    expect(propertyScoreCheck).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/faq');
  });
});

describe('sign-in saga: a contractor who has not finished sign-up', () => {
  const fetchProfessional = jest.mocked(professionalApi.fetchProfessional);

  beforeEach(() => {
    navigate.mockReset();
    blogAccessTokenFor.mockReset().mockResolvedValue(null);
    externalLogin.mockReset().mockImplementation(async () => {
      mockSignIn({ roleId: ROLE_IDS.contractor });
      return { claimedProperties: 0 };
    });
  });

  it('resumes at the company step when the account has no professional record yet', async () => {
    const { ApiError: Failure } = jest.requireActual('@homeworth/shared-lib');
    fetchProfessional.mockRejectedValue(new Failure(404, [{ code: 401, message: MESSAGES.professionalNotFound }]));
    const saga = start();
    saga.put(googleCredentialReceived({ credential: 'id-token', referrer: null }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/login/new-contractor');
    expect(saga.dispatched.map((a) => a.type)).toContain('signIn/signInSucceeded');
  });
});
