import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ApiError } from '@homeworth/shared-lib';
import { CLAIM_MESSAGES, CLAIM_QUESTION, type ClaimStatus } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as reportApi from '../../shared/home-report.api';
import * as api from './owner-claim.api';
import * as proofsApi from './owner-proofs.api';
import { VerifyTheOwnerPage } from './verify-the-owner-page.component';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn() }));
jest.mock('../../shared/home-report.api');
jest.mock('./owner-claim.api');
jest.mock('./owner-proofs.api');
jest.mock('../../shared/user-homes.api');

const STATUS: ClaimStatus = {
  kukunId: 4242,
  hasValue: true,
  claimed: false,
  claimedByYou: false,
  userPropertyId: 9,
  claimedCount: 0,
  claimLimit: 3,
  claimLimitReached: false,
  eligibility: 'eligible',
  verificationLocked: false,
};
const REPORT = {
  kukunId: 4242,
  summary: { address: '418 Juniper Court', unitNumber: '', city: 'Denver', state: 'CO', zipCode: '80202', bedrooms: 3 },
  // A recorded home: its parcel number is real, so the page may ask for it.
  dataSource: { isSample: false },
} as unknown as reportApi.ReportAnswer;

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

const VERIFICATION: proofsApi.OwnerVerification = {
  parcelCheck: false,
  mailingAddress: '418 Juniper Court, Denver, CO 80202',
  letter: null,
  lettersLeft: 3,
  document: null,
};

async function renderPage(status: ClaimStatus = STATUS, report = REPORT) {
  jest.mocked(reportApi.fetchReport).mockResolvedValue(report);
  jest.mocked(proofsApi.fetchOwnerVerification).mockResolvedValue(VERIFICATION);
  jest.mocked(api.fetchClaimStatus).mockResolvedValue(status);
  mockSignIn({ userFirstName: 'Rowan' });
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/verify-the-owner?propertyId=4242']}>
          <VerifyTheOwnerPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await settle();
  await settle();
  return remote;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify and claim' }));

describe('VerifyTheOwnerPage', () => {
  it('on a sample-data home offers a code by post and a document, never the parcel number only our generator knows', async () => {
    await renderPage(STATUS, { ...REPORT, dataSource: { isSample: true } } as unknown as reportApi.ReportAnswer);
    await settle();
    expect(screen.queryByLabelText(CLAIM_QUESTION.label)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Get a code by post' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send a deed or tax bill' })).toBeTruthy();
    expect(screen.getByText('418 Juniper Court, Denver, CO 80202', { selector: 'strong' })).toBeTruthy();
  });

  it('asks for the last 4 digits of the parcel number, not anything the report shows', async () => {
    const remote = await renderPage();
    expect(screen.getByLabelText(CLAIM_QUESTION.label)).toBeTruthy();
    expect(screen.queryByText(/bedrooms/i)).toBeNull();
    remote.dispose();
  });

  it('checks the answer is 4 digits before sending it', async () => {
    const remote = await renderPage();
    fireEvent.click(within(screen.getByRole('form', { name: 'Verify the owner' })).getByRole('checkbox'));
    submit();
    expect(screen.getByRole('alert').textContent).toBe(CLAIM_QUESTION.required);
    fireEvent.change(screen.getByLabelText(CLAIM_QUESTION.label), { target: { value: '12a' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe(CLAIM_QUESTION.format);
    expect(api.claimUserHome).not.toHaveBeenCalled();
    remote.dispose();
  });

  it('sends the digits and shows the lock message after too many wrong answers', async () => {
    jest.mocked(api.claimUserHome).mockRejectedValue(new ApiError(429, [{ code: 'TOO_MANY_ATTEMPTS', message: CLAIM_MESSAGES.tooManyAttempts }]));
    const remote = await renderPage();
    fireEvent.change(screen.getByLabelText(CLAIM_QUESTION.label), { target: { value: ' 4821 ' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Verify the owner' })).getByRole('checkbox'));
    submit();
    await settle();
    expect(api.claimUserHome).toHaveBeenCalledWith(9, { parcelLast4: '4821', attestOwner: true });
    expect(screen.getByRole('status').textContent).toBe('Too many attempts. You can try again tomorrow.');
    expect(screen.queryByRole('form', { name: 'Verify the owner' })).toBeNull();
    remote.dispose();
  });

  it('shows the day’s lock instead of the form when the claim status says so', async () => {
    const remote = await renderPage({ ...STATUS, verificationLocked: true });
    expect(screen.getByRole('status').textContent).toBe(CLAIM_MESSAGES.tooManyAttempts);
    expect(screen.queryByLabelText(CLAIM_QUESTION.label)).toBeNull();
    remote.dispose();
  });
});
