import { act } from '@testing-library/react';
import { FOOTER_WAIT_MS, mountLayout } from './mount-layout';

/** A promise and the function that resolves it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('mountLayout', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the page frames until the first route is mounted, then removes any frame no app replaced', async () => {
    document.body.innerHTML = '<div id="area-mfe-account"><section data-hw-frame><h1>Sign in</h1></section></div><div id="other"><p>kept</p></div>';
    const firstRoute = signal();
    mountLayout(firstRoute.promise);
    expect(document.querySelector('[data-hw-frame]')).not.toBeNull();
    await act(async () => firstRoute.resolve());
    expect(document.querySelector('[data-hw-frame]')).toBeNull();
    expect(document.getElementById('area-mfe-account')!.innerHTML).toBe('');
    expect(document.getElementById('other')!.textContent).toBe('kept');
  });

  it('renders the footer only once the first route is mounted', async () => {
    document.body.innerHTML = '<main id="main"></main><div id="shell-footer"></div>';
    const firstRoute = signal();
    await act(async () => mountLayout(firstRoute.promise));
    expect(document.querySelector('#shell-footer footer')).toBeNull();
    await act(async () => firstRoute.resolve());
    expect(document.querySelector('#shell-footer footer')).not.toBeNull();
  });

  it('renders the footer after FOOTER_WAIT_MS when the first route never mounts (a hung remote)', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<main id="main"></main><div id="shell-footer"></div>';
    await act(async () => mountLayout(new Promise(() => undefined)));
    expect(document.querySelector('#shell-footer footer')).toBeNull();
    await act(async () => jest.advanceTimersByTime(FOOTER_WAIT_MS));
    expect(document.querySelector('#shell-footer footer')).not.toBeNull();
  });
});
