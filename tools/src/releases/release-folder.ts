import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A remote's release folders: `<RELEASES_DIR>/<remote>/<version>/`, each a complete build that never
 * changes once written (its server keeps its files a year), so a version's URL always means one build
 * and going back to it needs no rebuild.
 */

const repoRoot = path.resolve(__dirname, '../../..');

/** Where release folders live: RELEASES_DIR, else .data/releases. */
export function releasesDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, '.data', 'releases'));
}

// A version names a folder and a URL segment: semver, or a content hash.
const VERSION = /^(\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?|[0-9a-f]{12})$/;

export function isReleaseVersion(version: string): boolean {
  return VERSION.test(version);
}

function filesOf(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/** The hash of a build's every file name and content: the same build, the same hash. */
export function contentHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies the build in `builtDir` into its release folder, named `version` or else the build's content
 * hash, and answers the version. A folder already there is kept as it is: the same build is reused,
 * a different one is refused (a version means one build).
 */
export function placeRelease(releasesDir: string, remote: string, builtDir: string, version?: string): string {
  const hash = contentHash(builtDir);
  const name = version ?? hash;
  if (!isReleaseVersion(name)) throw new Error(`"${name}" is not a version: use semver, like 1.4.0`);
  const folder = path.join(releasesDir, remote, name);
  if (fs.existsSync(folder)) {
    if (contentHash(folder) !== hash)
      throw new Error(`release ${remote} ${name} already exists with other content (${folder}); a release is never overwritten: choose another --version`);
    return name;
  }
  // Copied aside and renamed, so the folder is complete or absent.
  const part = path.join(releasesDir, remote, `.${name}.${process.pid}.part`);
  fs.rmSync(part, { recursive: true, force: true });
  fs.cpSync(builtDir, part, { recursive: true });
  try {
    fs.renameSync(part, folder);
  } catch (error) {
    fs.rmSync(part, { recursive: true, force: true });
    // Another release of the same build placed it first.
    if (fs.existsSync(folder) && contentHash(folder) === hash) return name;
    throw error;
  }
  return name;
}
