import { remoteLoadQueue, queueRemoteLoad, REPORTER_DELAY_MS } from './remote-load-queue';
import { flushRemoteLoads, REMOTE_LOADS_URL, REPORT_DELAY_MS, takeRemoteLoads } from './remote-load-reporter';

describe('the remote load reporter', () => {
  const sendBeacon = jest.fn(() => true);
  beforeAll(() => Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true }));
  beforeEach(() => {
    jest.useFakeTimers();
    sendBeacon.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  const sent = (call = 0) => JSON.parse((sendBeacon.mock.calls[call] as unknown as [string, string])[1]);

  it('sends a page’s loads in one beacon after a short delay, with the release version', () => {
    takeRemoteLoads(remoteLoadQueue);
    remoteLoadQueue.push(['mfe_agent', 'https://cdn.example/releases/mfe_agent/1.2.0/mf-manifest.json', 'ok', 321.4]);
    remoteLoadQueue.push(['mfe_account', 'http://localhost:3001/mf-manifest.json', 'timeout', 4000]);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(REMOTE_LOADS_URL, expect.any(String));
    expect(sent()).toEqual({
      loads: [
        { remote: 'mfe_agent', version: '1.2.0', outcome: 'ok', ms: 321 },
        { remote: 'mfe_account', version: 'http://localhost:3001/mf-manifest.json', outcome: 'timeout', ms: 4000 },
      ],
    });
    expect(remoteLoadQueue).toEqual([]);
  });

  it('sends at once when the page is hidden, and nothing when there is nothing to send', () => {
    takeRemoteLoads(remoteLoadQueue);
    remoteLoadQueue.push(['mfe_agent', 'https://cdn.example/releases/mfe_agent/1.2.0/mf-manifest.json', 'failed', 12]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    flushRemoteLoads();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('the shell queues a load and hands the queue to the reporter later', async () => {
    queueRemoteLoad(['mfe_agent', 'https://cdn.example/releases/mfe_agent/1.3.0/mf-manifest.json', 'ok', 50]);
    expect(remoteLoadQueue).toHaveLength(1);
    jest.advanceTimersByTime(REPORTER_DELAY_MS);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    flushRemoteLoads();
    expect(sent().loads).toEqual([{ remote: 'mfe_agent', version: '1.3.0', outcome: 'ok', ms: 50 }]);
  });
});
