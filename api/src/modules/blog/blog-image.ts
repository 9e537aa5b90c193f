/**
 * A post's drawn cover (its featured image and link-preview picture): a calm gradient with a
 * house outline, its colours chosen from the post's first tag, so each topic looks alike without
 * stock photos. Decorative: pages show it with an empty alt beside the title.
 */
const PALETTES: readonly [string, string][] = [
  ['#0f766e', '#5eead4'],
  ['#1d4ed8', '#93c5fd'],
  ['#7c3aed', '#c4b5fd'],
  ['#b45309', '#fcd34d'],
  ['#be123c', '#fda4af'],
  ['#15803d', '#86efac'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The SVG cover of a post, 1200x630 (the Open Graph size). */
export function coverSvg(slug: string, tag: string): string {
  const [dark, light] = PALETTES[hash(tag) % PALETTES.length]!;
  const shift = hash(slug) % 240;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="${900 + shift / 2}" cy="${140 + shift / 3}" r="90" fill="#ffffff" fill-opacity="0.25"/>
<g fill="none" stroke="#ffffff" stroke-width="14" stroke-linejoin="round" stroke-opacity="0.9">
<path d="M${330 + shift} 420 L${330 + shift} 270 L${480 + shift} 160 L${630 + shift} 270 L${630 + shift} 420 Z"/>
<rect x="${445 + shift}" y="320" width="70" height="100"/>
</g>
<rect y="470" width="1200" height="160" fill="#ffffff" fill-opacity="0.18"/>
</svg>`;
}
