import { warmNumberFormatWhenIdle } from '../../../shell/src/warm-number-format';

// The single-app build's entry; the rest loads as chunks (the same split point as the shell's entry).
import('./bootstrap').catch((error: unknown) => {
  console.error('[single-app] failed to start', error);
});
warmNumberFormatWhenIdle();
