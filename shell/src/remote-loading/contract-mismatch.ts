// Kept free of imports: the runtime plugin loads before the shared modules are ready.

/** A remote that needs another major version of a shared contract than the one the page loaded. */
export interface ContractMismatch {
  /** The shared package, e.g. `@homeworth/shared-lib`. */
  pkg: string;
  /** The version the page already loaded (the shell's copy). */
  loaded: string;
  /** The range the remote was built against, e.g. `^3.0.0`. */
  required: string;
}

// The Module Federation runtime's words when a `strictVersion` singleton does not satisfy a remote
// (runtime-core utils/share.js): "Version 2.1.0 from shell of shared singleton module
// @homeworth/shared-lib does not satisfy the requirement of mfe_estimator which needs ^3.0.0)".
const MISMATCH = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/** Reads a shared-version mismatch out of a remote's load error; null for any other failure. */
export function contractMismatchOf(error: unknown): ContractMismatch | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = MISMATCH.exec(message);
  return match ? { loaded: match[1]!, pkg: match[2]!, required: match[3]! } : null;
}

/** The console message naming the remote and both versions, so the fix (rebuild or roll back) is obvious. */
export function contractMismatchMessage(app: string, mismatch: ContractMismatch): string {
  return (
    `[shell] remote ${app} was built against an incompatible contract: it needs ${mismatch.pkg} ${mismatch.required} ` +
    `but this page runs ${mismatch.loaded}. Showing the area's fallback; rebuild ${app} against ${mismatch.loaded} or roll the shell back.`
  );
}
