
/**
 * Breakpoints of the spec (shell-and-account.md §9): xs under 600, sm under
 * 1024, md under 1400, lg otherwise. Values are the lower bound of the next size.
 */
export const BREAKPOINTS = { xs: 600, sm: 1024, md: 1400 } as const;

/** Size class of a viewport width. */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

/** Size class of a viewport width, by the spec's breakpoints. */
export function screenSizeOf(width: number): ScreenSize {
  if (width < BREAKPOINTS.xs) return 'xs';
  if (width < BREAKPOINTS.sm) return 'sm';
  if (width < BREAKPOINTS.md) return 'md';
  return 'lg';
}

/** The one theme. Brand colours are chosen to keep text at WCAG AA contrast on white. */
export const theme = {
  colors: {
    primary: '#C2410C', // orange
    primaryHover: '#9A3412',
    primarySoft: '#FFF1E8',
    secondary: '#1B2A4A', // navy
    quinary: '#5B3FA8', // purple
    error: '#B42318', // red
    success: '#067647',
    text: '#1F2937',
    textMuted: '#4B5563',
    border: '#D0D5DD',
    surface: '#FFFFFF',
    background: '#F7F7FA',
  },
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(16, 24, 40, 0.1), 0 1px 2px rgba(16, 24, 40, 0.06)',
  layer: { modal: 999, nav: 100 },
  breakpoints: BREAKPOINTS,
} as const;

/** The theme's type, for styled-components' DefaultTheme. */
export type HomeworthTheme = typeof theme;

/** Media query prefixes by the spec's breakpoints: `${media.below('sm')} { ... }` is width under 1024. */
export const media = {
  below: (size: keyof typeof BREAKPOINTS) => `@media (max-width: ${BREAKPOINTS[size] - 0.02}px)`,
  atLeast: (size: keyof typeof BREAKPOINTS) => `@media (min-width: ${BREAKPOINTS[size]}px)`,
};

declare module 'styled-components' {
  // Typed `theme` in every styled component of every app.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends HomeworthTheme {}
}
