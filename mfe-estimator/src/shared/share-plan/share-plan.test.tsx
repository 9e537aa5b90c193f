import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@homeworth/shared-lib';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { Provider } from 'react-redux';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { revokeShareLinkRequest, shareLinkRequest, sharePlanRequest } from './share-plan.api';
import { SharePlanButton } from './share-plan.component';

// The API is replaced here only; the share endpoints are covered by the API tests.
jest.mock('./share-plan.api');
const mockedShare = jest.mocked(sharePlanRequest);
const mockedLink = jest.mocked(shareLinkRequest);
const mockedRevoke = jest.mocked(revokeShareLinkRequest);

const remote = createRemoteStore(rootReducer, rootSagas);
afterAll(() => remote.dispose());

/** Renders the Share button and opens the dialog (loaded on first open). */
async function renderShare() {
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter>
          <SharePlanButton planId={7} projectName="Kitchen" />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Kitchen estimate' })));
  return screen.findByRole('dialog', { name: 'Share your kitchen estimate' });
}

/** Clicks, then lets the saga's answer reach the store and the modal. */
const clickAndSettle = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('share modal', () => {
  beforeEach(() => {
    mockedShare.mockReset();
    mockedLink.mockReset();
    mockedRevoke.mockReset();
  });

  it('sends only the rows with an email, each with its relationship', async () => {
    mockedShare.mockResolvedValue({ sent: 2, pdfAttached: false, sharedReportCount: 2, sharedReportLimit: 20, shareUrl: 'http://localhost:3000/result-page?share=a.b' });
    await renderShare();
    type('Email 1', 'bob@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    type('Email 3', '  builder@example.com ');
    fireEvent.change(screen.getAllByLabelText('Relationship')[2]!, { target: { value: '3' } });
    await clickAndSettle(screen.getByRole('button', { name: 'Send' }));
    expect(mockedShare).toHaveBeenCalledWith(7, {
      shareList: [
        { email: 'bob@example.com', sharedType: 1 },
        { email: 'builder@example.com', sharedType: 3 },
      ],
    });
    expect(screen.getByText('Sent to 2 people. You have shared 2 of 20 reports.')).toBeTruthy();
  });

  it('offers the five relationships of the spec and removes a row', async () => {
    await renderShare();
    const options = Array.from((screen.getByLabelText('Relationship') as HTMLSelectElement).options).map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['1', 'Friend'],
      ['2', 'Relative'],
      ['3', 'Contractor'],
      ['4', 'Your email'],
      ['5', 'Other'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(1);
  });

  it('stops at a bad email or an empty list without calling the API', async () => {
    await renderShare();
    await clickAndSettle(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one email address to share with.');
    type('Email 1', 'bob@');
    await clickAndSettle(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Invalid email! Try again with a correct format.')).toBeTruthy();
    expect(screen.getByLabelText('Email 1').getAttribute('aria-invalid')).toBe('true');
    expect(mockedShare).not.toHaveBeenCalled();
  });

  it('shows the API refusal inline (share limit)', async () => {
    mockedShare.mockRejectedValue(new ApiError(403, [{ code: 'SHARE_LIMIT', message: 'You have shared 20 reports, the most an account can share.' }]));
    await renderShare();
    type('Email 1', 'bob@example.com');
    await clickAndSettle(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('You have shared 20 reports, the most an account can share.');
  });

  it('emails the PDF to the signed-in user as "your email" and says "Error sending PDF." when it fails', async () => {
    mockSignIn();
    mockedShare.mockRejectedValue(new ApiError(502, [{ code: 'MAIL_FAILED', message: 'Error sending PDF.' }]));
    await renderShare();
    await clickAndSettle(screen.getByRole('button', { name: 'Email me the PDF' }));
    const [, request] = mockedShare.mock.calls[0]!;
    expect(request.shareList).toEqual([{ email: expect.stringContaining('@'), sharedType: 4 }]);
    expect(screen.getByRole('alert').textContent).toBe('Error sending PDF.');
  });

  it('gets the share link, then revokes it', async () => {
    mockedLink.mockResolvedValue({ token: 'a.b', url: 'http://localhost:3000/result-page?share=a.b', createdAt: '2026-01-01T00:00:00.000Z' });
    mockedRevoke.mockResolvedValue({ revoked: true });
    await renderShare();
    await clickAndSettle(screen.getByRole('button', { name: 'Get a share link' }));
    expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toBe('http://localhost:3000/result-page?share=a.b');
    await clickAndSettle(screen.getByRole('button', { name: 'Revoke link' }));
    expect(mockedRevoke).toHaveBeenCalledWith(7);
    expect(screen.queryByLabelText('Share link')).toBeNull();
    expect(screen.getByText(/The link is revoked/)).toBeTruthy();
  });
});
