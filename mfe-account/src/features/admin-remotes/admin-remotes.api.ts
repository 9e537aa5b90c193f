import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** Remote health (`GET /api/v1/telemetry/remotes`): load statistics for the last hour and day, and each remote's releases. */
export type RemoteHealth = ApiAnswer<'/api/v1/telemetry/remotes', 'get'>;
export type RemoteRelease = RemoteHealth['remotes'][number];
export type VersionStats = RemoteHealth['lastHour'][number];

const BASE = '/v1/telemetry/remotes';

export async function fetchRemoteHealth(): Promise<RemoteHealth> {
  return apiRequest<RemoteHealth>({ method: 'GET', url: BASE });
}

/** Makes the remote's previous version live again; answers the version now live. */
export async function rollBackRemote(remote: string): Promise<string> {
  return (await apiRequest<{ live: { version: string } }>({ method: 'POST', url: `${BASE}/${encodeURIComponent(remote)}/rollback`, data: {} })).live.version;
}
