import { startEarlyRequest } from '@homeworth/shared-lib/early-requests';
import { warmNumberFormatWhenIdle } from './warm-number-format';
import { preloadOwnerScripts } from './remote-loading/page-start';

// The session is asked at once, with fetch, while the shared modules still download: the startup's
// refreshSession takes this answer, so the first paint waits for no HTTP client (axios loads with the
// first request that needs it).
startEarlyRequest('GET', '/v1/security/session');
// The page's remote's first chunks start downloading now, beside the rest of the shell's (not from the page's first byte).
preloadOwnerScripts();
// Async boundary: shared modules (React, shared-lib) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
});
warmNumberFormatWhenIdle();
