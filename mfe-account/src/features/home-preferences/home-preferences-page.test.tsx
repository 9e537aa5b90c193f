import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ApiError, fetchOrderSummary, readKukunId, readMyHome, type OrderSummary } from '@homeworth/shared-lib';
import { DEFAULT_HOME_PREFERENCES } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './home-preferences.api';
import { HomePreferencesPage } from './home-preferences-page.component';

jest.mock('./home-preferences.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), fetchOrderSummary: jest.fn() }));
const mocked = jest.mocked(api);
const orderSummary = jest.mocked(fetchOrderSummary);

function home(userPropertyId: number, address: string, over: Partial<api.UserHome> = {}): api.UserHome {
  return {
    userPropertyId,
    claimed: false,
    isSavedAddress: false,
    isPaidAddress: false,
    tier: 'free',
    property: { propertyId: 1000 + userPropertyId, kukunId: 1000 + userPropertyId, address, unitNumber: '', city: 'Denver', state: 'CO', zipCode: '80202' },
    ...over,
  };
}

const SUMMARY: OrderSummary = {
  addressRemainingCount: 1,
  addressConsumedCount: 2,
  addressPurchasedCount: 0,
  pdfRemainingCount: 0,
  pdfPurchasedCount: 0,
  pdfConsumedCount: 0,
  userOrders: [],
  totalUserPropertyCount: 0,
  userProperties: [],
};

function renderPage() {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/user/home-preferences']}>
          <HomePreferencesPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote;
}

const card = (address: string) => screen.getByRole('article', { name: new RegExp(`^${address}`) });

describe('HomePreferencesPage', () => {
  let remote: ReturnType<typeof createRemoteStore> | undefined;
  beforeEach(() => {
    jest.resetAllMocks();
    orderSummary.mockResolvedValue(SUMMARY);
    mocked.fetchHomePreferences.mockResolvedValue({ ...DEFAULT_HOME_PREFERENCES });
  });
  afterEach(() => {
    remote?.dispose();
    remote = undefined;
  });

  it('sends a guest to sign in with this page as the referrer', () => {
    mockSignOut();
    remote = renderPage();
    expect(window.location.pathname + window.location.search).toBe('/login?referrer=/user/home-preferences');
    expect(mocked.fetchUserHomes).not.toHaveBeenCalled();
  });

  it('shows the address counters, each home with its tier, claimed state and report link, and a link to buy more', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue'), home(2, '9 Birch Road', { claimed: true, isPaidAddress: true, tier: 'paid' })]);
    remote = renderPage();
    expect(await screen.findByText('55 Maple Avenue, Denver, CO 80202')).toBeTruthy();
    expect(screen.getByTestId('address-remaining').textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Buy more addresses' }).getAttribute('href')).toBe('/pricing-options?referrer=/user/home-preferences');
    const first = within(card('55 Maple Avenue'));
    expect(first.getByText('Free address')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Open the home report' }).getAttribute('href')).toBe('/properties/1001');
    expect(first.getByRole('button', { name: 'Save' })).toBeTruthy();
    const second = within(card('9 Birch Road'));
    expect(second.getByText('Paid address')).toBeTruthy();
    expect(second.getByText('Claimed')).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Upgrade to paid' })).toBeNull();
    expect(second.getByRole('button', { name: 'Unclaim' })).toBeTruthy();
  });

  it("offers no Upgrade to paid on the user's own claimed home and no Save on a saved one; badges say what each tier means", async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue', { claimed: true }), home(2, '9 Birch Road', { isSavedAddress: true, tier: 'saved' })]);
    remote = renderPage();
    await screen.findByText('55 Maple Avenue, Denver, CO 80202');
    const claimed = within(card('55 Maple Avenue'));
    expect(claimed.queryByRole('button', { name: 'Upgrade to paid' })).toBeNull();
    expect(claimed.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(claimed.getByTestId('tier-meaning').textContent).toBe(
      'Free: In your homes: adding it used one address. Claimed: You own it: everything an upgrade gives is included, free.',
    );
    const saved = within(card('9 Birch Road'));
    expect(saved.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(saved.getByRole('button', { name: 'Upgrade to paid' })).toBeTruthy();
    expect(saved.getByTestId('tier-meaning').textContent).toBe('Saved: Kept in your list for alerts, at no cost.');
    expect(saved.getByText('Saved address').getAttribute('title')).toBe('Kept in your list for alerts, at no cost.');
  });

  it('links to the dashboard when the user has no homes', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([]);
    remote = renderPage();
    expect((await screen.findByRole('link', { name: 'Look up a home on your dashboard' })).getAttribute('href')).toBe('/dashboard');
  });

  it('saves a free home and shows it as saved', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue')]);
    mocked.saveHome.mockResolvedValue(home(1, '55 Maple Avenue', { isSavedAddress: true, tier: 'saved' }));
    remote = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved address')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Saved. This home stays in your list.');
    expect(mocked.saveHome).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('opens the out-of-address modal, linking to the address packs, when an upgrade finds no address left', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue')]);
    mocked.upgradeHomeToPaid.mockRejectedValue(
      new ApiError(403, [{ code: 'OUT_OF_ADDRESSES', message: 'You have used all your addresses. Get more addresses to add this home.' }]),
    );
    remote = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are out of addresses' });
    expect(within(dialog).getByRole('link', { name: 'Get more addresses' }).getAttribute('href')).toBe('/pricing-options?referrer=/user/home-preferences');
    expect(within(card('55 Maple Avenue')).getByText('Free address')).toBeTruthy();
  });

  it('shows the API message inline when a claim is refused, after asking the owner to verify', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue')]);
    mocked.claimHome.mockRejectedValue(new ApiError(409, [{ code: 'ALREADY_CLAIMED', message: 'This home has already been claimed by its owner.' }]));
    remote = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify that you own this home' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Claim this home' }));
    expect(within(dialog).getByText('Enter the last 4 digits of the parcel number.')).toBeTruthy();
    expect(within(dialog).getByText('Confirm that you own this home.')).toBeTruthy();
    expect(mocked.claimHome).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Last 4 digits of the parcel number (APN)'), { target: { value: '48a' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Claim this home' }));
    expect(within(dialog).getByText('Enter 4 digits.')).toBeTruthy();
    expect(mocked.claimHome).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Last 4 digits of the parcel number (APN)'), { target: { value: '4821' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Claim this home' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This home has already been claimed by its owner.');
    expect(mocked.claimHome).toHaveBeenCalledWith(1, { parcelLast4: '4821', attestOwner: true });
  });

  it('makes a home my home (my_home and kukun_id), and moves my home on when that home is deleted', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue'), home(2, '9 Birch Road')]);
    mocked.deleteHome.mockResolvedValue();
    remote = renderPage();
    await screen.findByText('9 Birch Road, Denver, CO 80202');
    act(() => {
      fireEvent.click(within(card('9 Birch Road')).getByRole('button', { name: 'Make this my home' }));
    });
    expect(readMyHome()).toMatchObject({ propertyId: 1002, userPropertyId: 2, address: '9 Birch Road' });
    expect(readKukunId()).toBe(1002);
    expect(within(card('9 Birch Road')).getByText('My home')).toBeTruthy();

    fireEvent.click(within(card('9 Birch Road')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this home?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete home' }));
    await waitFor(() => expect(screen.queryByText('9 Birch Road, Denver, CO 80202')).toBeNull());
    expect(mocked.deleteHome).toHaveBeenCalledWith(2);
    expect(readMyHome()).toMatchObject({ userPropertyId: 1, address: '55 Maple Avenue' });
  });

  it('stores a preference at once and puts it back with the message when the server refuses', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue')]);
    mocked.saveHomePreferences.mockResolvedValueOnce({ ...DEFAULT_HOME_PREFERENCES, nearbyPermitAlerts: true });
    remote = renderPage();
    const permits = (await screen.findByLabelText('Email me about building permits nearby')) as HTMLInputElement;
    expect(permits.checked).toBe(false);
    fireEvent.click(permits);
    expect(permits.checked).toBe(true);
    await waitFor(() => expect(mocked.saveHomePreferences).toHaveBeenCalledWith(1, { ...DEFAULT_HOME_PREFERENCES, nearbyPermitAlerts: true }));

    mocked.saveHomePreferences.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'We could not find this property.' }]));
    const reminders = screen.getByLabelText('Send me maintenance reminders') as HTMLInputElement;
    const before = reminders.checked;
    fireEvent.click(reminders);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this property.');
    expect(reminders.checked).toBe(before);
  });
  it('confirms an alert turned on (youreAllSet), offers value alerts back when none is left (stayUpdate), from the keyboard', async () => {
    mockSignIn();
    mocked.fetchUserHomes.mockResolvedValue([home(1, '55 Maple Avenue')]);
    mocked.saveHomePreferences.mockImplementation(async (_id, preferences) => preferences);
    // An owner who asked for the weekly maintenance email (it is off by default).
    mocked.fetchHomePreferences.mockResolvedValue({ ...DEFAULT_HOME_PREFERENCES, maintenanceReminders: true });
    remote = renderPage();
    fireEvent.click(await screen.findByLabelText('Email me about building permits nearby'));
    const allSet = await screen.findByRole('dialog', { name: "You're all set" });
    expect(allSet.textContent).toContain('We will email you about 55 Maple Avenue, Denver, CO 80202 when building permits are filed nearby.');
    expect(allSet.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Turning alerts off one by one asks nothing until the last one goes.
    fireEvent.click(screen.getByLabelText('Email me about building permits nearby'));
    await waitFor(() => expect(mocked.saveHomePreferences).toHaveBeenLastCalledWith(1, { valueChangeAlerts: true, nearbyPermitAlerts: false, maintenanceReminders: true }));
    fireEvent.click(screen.getByLabelText('Email me when the home value changes'));
    await waitFor(() => expect(mocked.saveHomePreferences).toHaveBeenLastCalledWith(1, { valueChangeAlerts: false, nearbyPermitAlerts: false, maintenanceReminders: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByLabelText('Send me maintenance reminders'));
    const stay = await screen.findByRole('dialog', { name: 'Stay updated?' });
    expect(stay.textContent).toContain('You turned off every alert for 55 Maple Avenue');
    fireEvent.click(within(stay).getByRole('button', { name: 'Keep value alerts on' }));
    await waitFor(() => expect(mocked.saveHomePreferences).toHaveBeenLastCalledWith(1, { valueChangeAlerts: true, nearbyPermitAlerts: false, maintenanceReminders: false }));
    expect((await screen.findByRole('dialog', { name: "You're all set" })).textContent).toContain('when its estimated value moves by 1% or more');
    expect((screen.getByLabelText('Email me when the home value changes') as HTMLInputElement).checked).toBe(true);
  });
});
