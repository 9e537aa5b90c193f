import { warmNumberFormatWhenIdle } from './warm-number-format';

// Async boundary: shared modules (React, shared-lib) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
});
warmNumberFormatWhenIdle();
