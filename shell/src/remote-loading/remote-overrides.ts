import { REMOTE_OVERRIDES_KEY } from '@homeworth/shared-lib/domain';

// This browser's remote overrides (shared-lib's remote-overrides.ts says what they are). A browser without
// any (every user's) downloads only this file: the rules, the banner and the panel load when needed.

/** remotes.json: Module Federation name -> mf-manifest.json URL. */
type Remotes = Record<string, string>;

let allowedOrigins: readonly string[] = [];
let requested: Remotes = {};
let stable: Remotes = {};
let active: Remotes = {};

function storedOverrides(): string | null {
  try {
    return window.localStorage.getItem(REMOTE_OVERRIDES_KEY);
  } catch {
    return null; // storage blocked: no overrides
  }
}

/**
 * Reads this browser's overrides once, keeping those from `origins` (the site's override origins, as its
 * server wrote them into the page; none: overrides off); any other is ignored and said in the console.
 */
export async function loadOverrides(origins: readonly string[] | undefined): Promise<void> {
  allowedOrigins = origins ?? [];
  const stored = storedOverrides();
  if (!stored) return;
  // Its own module: a dynamic import of the domain entry itself would keep all of that entry in the first load.
  requested = (await import('./override-rules')).allowedOverrides(stored, allowedOrigins);
}

/** `remotes` with this browser's overrides of listed remotes applied. */
export function withOverrides(remotes: Remotes): Remotes {
  stable = remotes;
  active = Object.fromEntries(Object.entries(requested).filter(([name]) => name in remotes));
  return { ...remotes, ...active };
}

/** The overrides in force in this page, the manifest URLs they replace, and the origins allowed. */
export interface RemoteOverrides {
  active: Remotes;
  stable: Remotes;
  allowedOrigins: readonly string[];
}

export function remoteOverrides(): RemoteOverrides {
  return { active, stable, allowedOrigins };
}

/**
 * Shows the banner while an override is in force, and opens the devtools panel on `?devtools=1` or Alt+Shift+D;
 * everything else about them loads with the panel (remote-devtools.tsx).
 */
export function startRemoteDevtools(): void {
  const devtools = (event?: KeyboardEvent) => void import('./remote-devtools').then((d) => d.startDevtools(remoteOverrides(), event));
  if (Object.keys(active).length || window.location.search.includes('devtools=1')) devtools();
  window.addEventListener('keydown', (event) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyD') devtools(event);
  });
}
