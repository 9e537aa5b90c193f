// For its types only: the DefaultTheme augmentation at the end then resolves even in a program where
// nothing else imports styled-components (the e2e and tools type-checks reach this file through the page frame).
import type {} from 'styled-components';

/**
 * Breakpoints: xs under 600, sm under
 * 1024, md under 1400, lg otherwise. Values are the lower bound of the next size.
 */
export const BREAKPOINTS = { xs: 600, sm: 1024, md: 1400 } as const;

/**
 * Widths where one layout reflows besides the spec's size classes (a row of fields, a two-column
 * grid). Named so that no component writes a raw media query; values kept from the pages' designs.
 */
export const REFLOW_WIDTHS = { tiny: 400, narrow: 420, phone: 480, tablet: 768, twoColumns: 900 } as const;

/** A width a media query may name: a spec size class or a reflow width. */
export type MediaWidth = keyof typeof BREAKPOINTS | keyof typeof REFLOW_WIDTHS;

const WIDTHS: Readonly<Record<MediaWidth, number>> = { ...BREAKPOINTS, ...REFLOW_WIDTHS };

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
    // Tints and shades of the brand colours, for notices, badges, heroes and tracks.
    onDark: '#FFFFFF', // text, icons and strokes on navy, orange or a picture
    onDarkMuted: '#D9E0EE', // quieter text on navy
    onDarkAccent: '#FED7AA', // a highlighted figure on navy
    focusOnDark: '#FDBA74', // focus outline on navy
    secondaryGradientEnd: '#2B3F6B', // the navy hero's lighter end
    heroStart: '#FFF7F0', // light hero gradient, orange end
    heroEnd: '#F2F4FA', // light hero gradient, navy end
    primaryPale: '#FFF6ED', // a negative return's background
    errorSoft: '#FEF3F2',
    successSoft: '#ECFDF3',
    successBorder: '#ABEFC6',
    successTint: '#E7F6EC', // done, owned, bought badges
    savingsSoft: '#DCFCE7',
    savingsText: '#14532D',
    warning: '#B54708',
    infoSoft: '#E8EEF9',
    quinarySoft: '#EEE9FB',
    quinaryTint: '#F4F1FD',
    quinaryBorder: '#D9CFF5',
    borderSoft: '#E4E7EC', // grid lines, empty meter segments, on-navy footer text
    subtle: '#EEF0F4', // bar tracks and quiet panels
    track: '#E7E9EF', // the progress bar's track
    placeholder: '#98A2B3', // the default avatar's figure
  },
  /** Cost categories of the estimate's breakdown chart: one hue each, 3:1 against white as a graphic (WCAG 1.4.11). */
  chart: {
    materials: '#C2410C',
    labour: '#1B2A4A',
    demolition: '#5B3FA8',
    disposal: '#9D174D',
    permits: '#0F766E',
    design: '#1D4ED8',
    contingency: '#6B7280',
  },
  /** The drawn sample pictures (the guess-the-price house, the neighbourhood map). */
  illustration: {
    sky: '#DCE6F2',
    grass: '#B9D7A8',
    roof: '#7A4B2A',
    wall: '#F5EFE6',
    window: '#8FB3D9',
    pin: '#D64545',
    ground: '#E8ECF1',
    road: '#F6D58E',
    outline: '#5B6B82',
    label: '#7A4B00',
  },
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(16, 24, 40, 0.1), 0 1px 2px rgba(16, 24, 40, 0.06)',
  /** Raised surfaces: menus and suggestion lists, dropdowns, dialogs. */
  shadows: {
    menu: '0 16px 32px rgba(16, 24, 40, 0.14)',
    sheet: '0 16px 24px rgba(16, 24, 40, 0.12)',
    list: '0 8px 24px rgba(16, 24, 40, 0.12)',
    dropdown: '0 12px 24px rgba(16, 24, 40, 0.16)',
    dialog: '0 20px 40px rgba(16, 24, 40, 0.25)',
  },
  /** See-through layers: the dialog backdrop, light washes over navy or over a locked block. */
  overlays: {
    backdrop: 'rgba(16, 24, 40, 0.55)',
    veil: 'rgba(255, 255, 255, 0.55)',
    onDarkLine: 'rgba(255, 255, 255, 0.2)',
    onDarkChip: 'rgba(255, 255, 255, 0.14)',
    onDarkButton: 'rgba(255, 255, 255, 0.12)',
    onDarkPanel: 'rgba(255, 255, 255, 0.08)',
  },
  /** Spacing steps in px, for gaps, paddings and margins. */
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  layer: { modal: 999, nav: 100 },
  breakpoints: BREAKPOINTS,
} as const;

/** The theme's type, for styled-components' DefaultTheme. */
export type HomeworthTheme = typeof theme;

/** Media query prefixes by the spec's breakpoints: `${media.below('sm')} { ... }` is width under 1024. */
export const media = {
  below: (size: MediaWidth) => `@media (max-width: ${WIDTHS[size] - 0.02}px)`,
  atLeast: (size: MediaWidth) => `@media (min-width: ${WIDTHS[size]}px)`,
  print: '@media print',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};

declare module 'styled-components' {
  // Typed `theme` in every styled component of every app.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends HomeworthTheme {}
}
