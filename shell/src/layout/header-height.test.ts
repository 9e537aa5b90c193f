import { HEADER_HEIGHT_VAR, trackHeaderHeight } from './header-height';

describe('the header height a sticky bar sits under', () => {
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
      observe() {}
      disconnect() {}
    };
  });

  it('is the header’s exact rendered height, fractions of a pixel included, so the bar below sits flush on a phone', () => {
    const header = document.createElement('div');
    // A phone's two-row bar at its font sizes: 112.5 px tall (offsetHeight would round it).
    header.getBoundingClientRect = () => ({ height: 112.5, width: 360, top: 0, left: 0, right: 360, bottom: 112.5, x: 0, y: 0, toJSON: () => ({}) });
    trackHeaderHeight(header);
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR)).toBe('112.5px');
  });
});
