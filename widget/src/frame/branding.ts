import type { WidgetBranding } from '../widget-contract';

/** The estimator's own colour when the partner set none. */
export const DEFAULT_PRIMARY = '#0b5c8c';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as six hex digits, or null for anything else (it is written into CSS). */
export function normalizedHex(color: string | null | undefined): string | null {
  if (!color || !HEX.test(color.trim())) return null;
  const hex = color.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The CSS custom properties of a partner's brand. Button text is black or white, whichever reads better
 * on the partner's colour; text drawn in the brand colour on white falls back to the estimator's own
 * colour when the partner's is too light to read (below 4.5:1), so any brand stays accessible.
 */
export function brandVariables(branding: WidgetBranding): Record<string, string> {
  const primary = normalizedHex(branding.primaryColor) ?? DEFAULT_PRIMARY;
  const onPrimary = contrast(primary, '#ffffff') >= contrast(primary, '#000000') ? '#ffffff' : '#000000';
  const accent = contrast(primary, '#ffffff') >= 4.5 ? primary : DEFAULT_PRIMARY;
  return { '--hw-primary': primary, '--hw-on-primary': onPrimary, '--hw-accent': accent };
}
