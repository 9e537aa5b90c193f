import { startOneTap } from './one-tap';
import { ONE_TAP_DELAY_MS, startOneTapAfterFirstLoad } from './start-one-tap';

jest.mock('./one-tap', () => ({ startOneTap: jest.fn(async () => undefined) }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when Google one-tap starts', () => {
  afterEach(() => jest.useRealTimers());

  it('not during the first load: on the first interaction, once', async () => {
    startOneTapAfterFirstLoad();
    await flush();
    expect(startOneTap).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await flush();
    expect(startOneTap).toHaveBeenCalledTimes(1);
  });

  it(`or ${ONE_TAP_DELAY_MS} ms after the load event without interaction`, async () => {
    jest.mocked(startOneTap).mockClear();
    jest.useFakeTimers();
    startOneTapAfterFirstLoad();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(ONE_TAP_DELAY_MS - 1);
    expect(startOneTap).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await flush();
    expect(startOneTap).toHaveBeenCalledTimes(1);
  });
});
