import { act, fireEvent, render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { UnavailableArea } from './unavailable-area';
import { appOfRemoteId, federationNameOf } from './remote-names';

describe('UnavailableArea', () => {
  it('says the part is temporarily unavailable and retries on "Try again"', async () => {
    let finish: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <MockProviders>
        <UnavailableArea onRetry={onRetry} />
      </MockProviders>,
    );
    expect(screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // While retrying the button is busy and cannot be pressed twice.
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
  });
});

describe('remote names', () => {
  it('maps apps to federation names and back', () => {
    expect(federationNameOf('mfe-property-report')).toBe('mfe_property_report');
    expect(appOfRemoteId('mfe_property_report/spa')).toBe('mfe-property-report');
  });
});
