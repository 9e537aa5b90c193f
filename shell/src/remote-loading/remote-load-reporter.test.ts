import { flushRemoteLoads, REMOTE_LOADS_URL, REPORT_DELAY_MS, reportRemoteLoad } from './remote-load-reporter';

describe('the remote load reporter', () => {
  const sendBeacon = jest.fn(() => true);
  beforeAll(() => Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true }));
  beforeEach(() => {
    jest.useFakeTimers();
    sendBeacon.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('sends a page’s loads in one beacon after a short delay, with the release version', () => {
    reportRemoteLoad('mfe_agent', 'https://cdn.example/releases/mfe_agent/1.2.0/mf-manifest.json', 'ok', 321.4);
    reportRemoteLoad('mfe_account', 'http://localhost:3001/mf-manifest.json', 'timeout', 4000);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(REMOTE_LOADS_URL, expect.any(String));
    expect(JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1])).toEqual({
      loads: [
        { remote: 'mfe_agent', version: '1.2.0', outcome: 'ok', ms: 321 },
        { remote: 'mfe_account', version: 'http://localhost:3001/mf-manifest.json', outcome: 'timeout', ms: 4000 },
      ],
    });
  });

  it('sends at once when the page is hidden, and nothing when there is nothing to send', () => {
    reportRemoteLoad('mfe_agent', 'https://cdn.example/releases/mfe_agent/1.2.0/mf-manifest.json', 'failed', 12);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    flushRemoteLoads();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
