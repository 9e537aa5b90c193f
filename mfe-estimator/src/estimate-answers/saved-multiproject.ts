import { FINISH_LEVELS, canonicalSelection, type MultiprojectMode } from '@homeworth/shared-lib/domain';
import type { SavedMultiproject } from './multiproject-answers.slice';

// Session storage, like a single project's answers: they survive a reload of the tab, not the session.
const key = (mode: MultiprojectMode) => `hw:estimator:${mode}`;

/** The combined estimate this tab saved for a mode, or null (also for anything unreadable). */
export function readSavedMultiproject(mode: MultiprojectMode): SavedMultiproject | null {
  try {
    const raw = sessionStorage.getItem(key(mode));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedMultiproject>;
    const answers = parsed.answers;
    if (typeof answers !== 'object' || answers === null || !Array.isArray(answers.projects)) return null;
    const projects = canonicalSelection(answers.projects);
    const finishLevel = FINISH_LEVELS.includes(parsed.finishLevel as never) ? parsed.finishLevel! : 'midrange';
    return { answers: { projects, shared: answers.shared ?? {}, perProject: answers.perProject ?? {} }, finishLevel };
  } catch {
    return null;
  }
}

/** Saves a mode's combined estimate for this tab. */
export function writeSavedMultiproject(mode: MultiprojectMode, saved: SavedMultiproject): void {
  try {
    sessionStorage.setItem(key(mode), JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the estimate still works, it just won't survive a reload.
  }
}
