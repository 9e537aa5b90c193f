import { BREAKPOINTS, media, screenSizeOf } from './theme';

describe('breakpoints', () => {
  it.each([
    [0, 'xs'],
    [360, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [768, 'sm'],
    [1023, 'sm'],
    [1024, 'md'],
    [1399, 'md'],
    [1400, 'lg'],
    [1440, 'lg'],
  ] as const)('width %i is %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });

  it('media queries start the next size exactly at the breakpoint', () => {
    expect(BREAKPOINTS).toEqual({ xs: 600, sm: 1024, md: 1400 });
    expect(media.below('sm')).toBe('@media (max-width: 1023.98px)');
    expect(media.atLeast('sm')).toBe('@media (min-width: 1024px)');
  });
});
