/**
 * `npm run release -- <remote> [--version <semver>] [--canary <percent>] [--promote]`,
 * `npm run rollback -- <remote>`, `npm run releases -- <remote>`: a team releases its remote, goes back,
 * and reads what happened. Options: --by <name> (default: git user.name, else $USER), --origin <url>
 * (where the release folders are served; default the remote's live origin), --source <dir> (the
 * remote's sources), --skip-build <dir> (release a folder already built).
 * Env: REMOTES_FILE (default .data/remotes.json), RELEASES_DIR (default .data/releases),
 * SHELL_URL (the site the smoke test opens; default http://localhost:3000).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appByName } from '../apps';
import { describeEvent, promote, release, rollback } from './release';
import { releasesDirOf } from './release-folder';
import { readReleases, type ReleaseState } from './release-store';
import { releasesReport } from './releases-report';

const repoRoot = path.resolve(__dirname, '../../..');
const USAGE = `usage:
  npm run release -- <remote> [--version <semver>] [--canary <percent>] [--promote] [--by <name>] [--origin <url>]
  npm run rollback -- <remote> [--by <name>]
  npm run releases -- <remote>`;

function whoIsReleasing(given: string | undefined): string {
  if (given) return given;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {
    // no git identity here
  }
  return process.env.USER ?? process.env.USERNAME ?? 'unknown';
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      by: { type: 'string' },
      origin: { type: 'string' },
      source: { type: 'string' },
      'skip-build': { type: 'string' },
    },
  });
  const remote = positionals[0];
  if (!remote || positionals.length > 1 || !['release', 'rollback', 'releases'].includes(command ?? '')) throw new Error(USAGE);
  const app = appByName(remote);
  const remotesFile = path.resolve(process.env.REMOTES_FILE ?? path.join(repoRoot, '.data', 'remotes.json'));
  const by = whoIsReleasing(values.by);
  const say = (state: ReleaseState) => console.log(describeEvent(state.history.at(-1)!));

  if (command === 'releases') {
    console.log(releasesReport(readReleases(remotesFile), app.federationName));
  } else if (command === 'rollback') {
    say(await rollback(remotesFile, remote, by));
  } else if (values.promote) {
    if (values.version || values.canary) throw new Error('--promote gives the current canary to everyone: it takes no --version or --canary');
    say(await promote(remotesFile, remote, by));
  } else {
    const canary = values.canary === undefined ? undefined : Number(values.canary);
    if (canary !== undefined && !(canary > 0 && canary < 100)) throw new Error('--canary takes a percentage above 0 and below 100');
    const result = await release({
      remote,
      remotesFile,
      releasesDir: releasesDirOf(),
      by,
      version: values.version,
      canary,
      origin: values.origin,
      sourceDir: values.source && path.resolve(values.source),
      prebuilt: values['skip-build'] && path.resolve(values['skip-build']),
      shellUrl: process.env.SHELL_URL ?? 'http://localhost:3000',
      log: (line) => console.log(line),
    });
    say(result.state);
    console.log(canary === undefined ? `${app.federationName} now loads ${result.url}` : `${canary}% of browsers now load ${result.url}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
