import { FINISH_LEVELS, safeRedirectPath, type EstimateRequest, type MultiprojectAnswers, type MultiprojectMode } from '@homeworth/shared-lib/domain';

/** What a guest asked to save: one project's estimate, or a combined one. */
export type PendingSaveRequest =
  { kind: 'project'; request: EstimateRequest } | { kind: 'combined'; mode: MultiprojectMode; answers: MultiprojectAnswers; finishLevel: EstimateRequest['finishLevel'] };

/**
 * A guest's request to save an estimate (its save button, or the sign-up wall of its result), kept while
 * they sign up, verify their email (often in another tab) or sign in; the estimator saves it into the
 * account the next time it opens signed in. One record: a later request replaces an earlier one.
 * localStorage, so it survives the verification link's tab; versioned and short-lived.
 */
export type PendingSave = PendingSaveRequest & { returnPath: string };

export const PENDING_SAVE_KEY = 'hw:estimator:pending-save';
const VERSION = 1;
/** As long as the verification link works. */
export const PENDING_SAVE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Keeps a guest's estimate to save after sign-in. */
export function writePendingSave(save: PendingSave, now = Date.now()): void {
  try {
    localStorage.setItem(PENDING_SAVE_KEY, JSON.stringify({ version: VERSION, savedAt: now, save }));
  } catch {
    // Storage blocked: the guest signs up all the same and saves again from the result page.
  }
}

/** The pending save, or null when there is none, it is too old, of another version, or unreadable. */
export function readPendingSave(now = Date.now()): PendingSave | null {
  try {
    const raw = localStorage.getItem(PENDING_SAVE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { version?: number; savedAt?: number; save?: PendingSave };
    const save = stored.save;
    if (stored.version !== VERSION || typeof stored.savedAt !== 'number' || now - stored.savedAt > PENDING_SAVE_MAX_AGE_MS || !save) return null;
    // The return path goes back through navigation: a same-site path only.
    const returnPath = safeRedirectPath(save.returnPath);
    if (!returnPath) return null;
    if (save.kind === 'project' && typeof save.request?.project === 'string' && typeof save.request.answers === 'object' && FINISH_LEVELS.includes(save.request.finishLevel)) {
      return { ...save, returnPath };
    }
    if (save.kind === 'combined' && (save.mode === 'multiproject' || save.mode === 'sell') && Array.isArray(save.answers?.projects) && FINISH_LEVELS.includes(save.finishLevel)) {
      return { ...save, returnPath };
    }
    return null;
  } catch {
    return null;
  }
}

/** Reads the pending save and forgets it, so it is saved once however many tabs sign in. */
export function takePendingSave(now = Date.now()): PendingSave | null {
  const save = readPendingSave(now);
  clearPendingSave();
  return save;
}

/** Forgets the pending save (done, or refused by the API). */
export function clearPendingSave(): void {
  try {
    localStorage.removeItem(PENDING_SAVE_KEY);
  } catch {
    // Nothing to clear.
  }
}
