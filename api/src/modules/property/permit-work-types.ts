import type { HomeComponentKey } from '@homeworth/shared-lib/domain';

// Which home component a building permit renews, read from what the permit is for (its work type or
// labels and its description). Only a permit whose work says it replaced a component restarts that
// component's age; any other permit (a fence, a deck, a pool, solar, an addition, a repair) is shown
// with the home's permits but changes no age and no condition score.

/** What a permit says about its work: the work type or pipe-separated labels, and the description. */
export interface PermitWork {
  labels: string;
  description: string;
}

/** Work that adds or repairs something but replaces none of the components the condition score follows. */
const RENEWS_NOTHING = [
  /\bfenc(e|es|ing)\b/,
  /\bdecks?\b/,
  /\bpatio\b/,
  /\bpergola\b/,
  /\b(swimming )?pools?\b/,
  /\bspa\b/,
  /\bhot tub\b/,
  /\bsolar\b/,
  /\bphotovoltaic\b/,
  /\bpv\b/,
  /\baddition\b/,
  /\bdemo\b|\bdemoli(sh|tion)/,
  /\bnew (home|house|construction|dwelling)\b/,
  /\bshed\b/,
  /\bdriveway\b/,
  /\bretaining wall\b/,
  /\bsign\b/,
  /\bev charger\b/,
  /\bgenerator\b/,
];

/** A repair keeps the component; only a replacement renews it. */
const REPAIR = /\brepairs?\b|\bpatch(ing)?\b|\binspection\b/;
const REPLACEMENT = /\breplac|\bre-?roof|\btear-?off\b|\bnew\b|\binstall/;

/** Work that replaces a component, checked in order (a water heater before plumbing, a furnace before HVAC). */
const RENEWS: ReadonlyArray<readonly [RegExp, HomeComponentKey]> = [
  [/\bre-?roof(ing)?\b|\broofing\b|\broof (replacement|replace)|\breplace (the )?roof\b|\btear-?off\b|\bshingles?\b|^roof\b/, 'roof'],
  [/\bwater heater\b|\btankless\b/, 'waterHeater'],
  [/\bfurnace\b|\bboiler\b/, 'furnace'],
  [/\bair condition(ing|er)?\b|\bcentral air\b|\bcondens(er|ing unit)\b|\ba\/c\b|\bheat pump\b/, 'airConditioning'],
  [/\b(electrical )?panel\b|\bservice upgrade\b|\belectrical service\b|\brewir(e|ing)\b/, 'electrical'],
  [/\bwindows?\b/, 'windows'],
  [/\bkitchen\b/, 'kitchenCabinets'],
  [/\bre-?pip(e|ing)\b|\b(water )?supply lines\b|\bwater lines\b/, 'plumbing'],
  [/\binterior paint(ing)?\b/, 'interiorPaint'],
  [/\bflooring\b|\bcarpet\b/, 'flooring'],
];

/** The component a permit renews, or null when its work replaces none of them (shown, but no age changes). */
export function componentRenewedBy(permit: PermitWork): HomeComponentKey | null {
  const text = `${permit.labels.replace(/\|/g, ' | ')} | ${permit.description}`.toLowerCase();
  if (RENEWS_NOTHING.some((pattern) => pattern.test(text))) return null;
  if (REPAIR.test(text) && !REPLACEMENT.test(text)) return null;
  // Labels first ("Roof|Re-roof"), then the description, so "Windows" labels win over a description that names a room.
  for (const part of [permit.labels.replace(/\|/g, ' | ').toLowerCase(), permit.description.toLowerCase()]) {
    const hit = RENEWS.find(([pattern]) => pattern.test(part));
    if (hit) return hit[1];
  }
  return null;
}
