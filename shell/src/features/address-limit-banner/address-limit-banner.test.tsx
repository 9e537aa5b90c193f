import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { dispatchAddressLimit, readCookie, writeCookie } from '@homeworth/shared-lib';
import { AddressLimitBanner } from './address-limit-banner.component';
import { fetchUserLimits } from './user-limits.api';
import { pricingOptionsUrl, refreshesLimitsOn } from './address-limit';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./user-limits.api', () => ({ fetchUserLimits: jest.fn() }));
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn(async () => true) }));
const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');
const { recordAnalyticsEvent } = jest.requireMock<{ recordAnalyticsEvent: jest.Mock }>('@homeworth/shared-lib');
const limits = fetchUserLimits as jest.Mock;

const flagged = { addressRemainingCount: 0, addressLimitBanner: true, isFreeAddressesUser: true };

function renderBanner(path = '/dashboard') {
  window.history.pushState(null, '', path);
  return render(
    <MockProviders>
      <AddressLimitBanner />
    </MockProviders>,
  );
}

describe('address-limit banner', () => {
  beforeEach(() => {
    limits.mockReset();
    navigateToUrl.mockReset();
    recordAnalyticsEvent.mockClear();
  });

  it('refreshes the limits on every route but pricing-options', () => {
    expect(refreshesLimitsOn('/dashboard')).toBe(true);
    expect(refreshesLimitsOn('/pricing-options')).toBe(false);
    expect(pricingOptionsUrl('/home-report?x=1')).toBe('/pricing-options?referrer=%2Fhome-report%3Fx%3D1');
  });

  it('shows when the signed-in user’s limit flag is set', async () => {
    mockSignIn();
    limits.mockResolvedValue(flagged);
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Address limit' })).toBeTruthy();
    expect(limits).toHaveBeenCalledTimes(1);
  });

  it('stays hidden when the limits are unknown (route missing, not signed in)', async () => {
    mockSignIn();
    limits.mockResolvedValue(null);
    renderBanner();
    await waitFor(() => expect(limits).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Address limit' })).toBeNull();
  });

  it('does not ask for the limits on the pricing-options page', () => {
    mockSignIn();
    renderBanner('/pricing-options');
    expect(limits).not.toHaveBeenCalled();
  });

  it('on hw:address-limit from other apps asks the API again and follows its banner rule, not the event', async () => {
    mockSignIn();
    limits.mockResolvedValue(null);
    renderBanner();
    await waitFor(() => expect(limits).toHaveBeenCalledTimes(1));
    // Out of addresses without the paid orders the rule needs: no banner.
    limits.mockResolvedValue({ ...flagged, addressLimitBanner: false });
    await act(async () => dispatchAddressLimit({ reached: true }));
    await waitFor(() => expect(limits).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Address limit' })).toBeNull();
    limits.mockResolvedValue(flagged);
    await act(async () => dispatchAddressLimit({ reached: true }));
    expect(await screen.findByRole('region', { name: 'Address limit' })).toBeTruthy();
  });

  it('stays hidden while the hideAddressLimitBanner cookie exists', async () => {
    mockSignIn();
    writeCookie('hideAddressLimitBanner', 'true');
    limits.mockResolvedValue(flagged);
    renderBanner();
    await waitFor(() => expect(limits).toHaveBeenCalled());
    act(() => dispatchAddressLimit({ reached: true }));
    expect(screen.queryByRole('region', { name: 'Address limit' })).toBeNull();
  });

  it('close sets the hideAddressLimitBanner cookie and hides it', async () => {
    mockSignIn();
    limits.mockResolvedValue(flagged);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Close the address limit banner' }));
    expect(readCookie('hideAddressLimitBanner')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Address limit' })).toBeNull();
  });

  it('See bundles records a banner event and goes to pricing-options with the referrer', async () => {
    mockSignIn();
    limits.mockResolvedValue(flagged);
    renderBanner('/home-report');
    fireEvent.click(await screen.findByRole('button', { name: 'See bundles' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/pricing-options?referrer=%2Fhome-report'));
    expect(recordAnalyticsEvent).toHaveBeenCalledWith({ category: 'banner', step: 'see-bundles', detail: '/home-report' });
  });
});
