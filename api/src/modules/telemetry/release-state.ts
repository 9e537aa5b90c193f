// The API reads and changes the release state only through the store the release command uses.
import { changeReleases, readReleases, rollBack, stopCanary, type ReleaseState } from '../../../../tools/src/releases/release-store';
import { ERROR_CODES, remoteLoadVersion } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';

export { readReleases, type ReleaseState };

/** How a live or canary build's loads are counted: by the release version of a release folder, else by URL. */
export function reportedAs(build: { version: string; url: string }): string {
  return remoteLoadVersion(build.url);
}

/** The previous version becomes live again; 404 for an unknown remote, 409 when there is none to go back to. */
export async function rollBackFromAdmin(remotesFile: string, remote: string, adminEmail: string): Promise<ReleaseState> {
  const state = readReleases(remotesFile);
  const releases = state.remotes[remote];
  if (!releases) throw new ApiError(404, ERROR_CODES.notFound, `${remote} is not a remote of this site.`);
  if (releases.previous.length === 0) throw new ApiError(409, ERROR_CODES.invalid, `${remote} has no earlier version to go back to.`);
  try {
    return await changeReleases(remotesFile, rollBack(remote, adminEmail, 'rolled back from the admin page'));
  } catch (error) {
    // Someone else's change in between emptied the earlier versions.
    if (error instanceof Error && /no earlier version/.test(error.message)) throw new ApiError(409, ERROR_CODES.invalid, `${remote} has no earlier version to go back to.`);
    throw error;
  }
}

/** Ends the canary of `remote` if it is still `version`; answers whether this call ended it. */
export async function stopCanaryIfStill(remotesFile: string, remote: string, version: string, reason: string): Promise<boolean> {
  let stopped = false;
  await changeReleases(remotesFile, (state) => {
    if (state.remotes[remote]?.canary?.version !== version) return [];
    const events = stopCanary(remote, 'canary-watch', reason)(state);
    stopped = events.length > 0;
    return events;
  });
  return stopped;
}
