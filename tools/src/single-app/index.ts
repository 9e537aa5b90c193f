import { startEarlyRequest } from '@homeworth/shared-lib/early-requests';
import { warmNumberFormatWhenIdle } from '../../../shell/src/warm-number-format';

// As the shell's entry: the session is asked at once, with fetch.
startEarlyRequest('GET', '/v1/security/session');

// The single-app build's entry; the rest loads as chunks (the same split point as the shell's entry).
import('./bootstrap').catch((error: unknown) => {
  console.error('[single-app] failed to start', error);
});
warmNumberFormatWhenIdle();
