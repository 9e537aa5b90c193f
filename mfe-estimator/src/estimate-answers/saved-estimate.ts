import { FINISH_LEVELS } from '@homeworth/shared-lib/domain';
import type { SavedEstimate } from './estimator-answers.slice';

// Session storage, so answers survive a reload of the tab but not the end of the session.
const key = (project: string) => `hw:estimator:${project}`;

/** The answers this tab saved for a project, or null (also for anything unreadable). */
export function readSavedEstimate(project: string): SavedEstimate | null {
  try {
    const raw = sessionStorage.getItem(key(project));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedEstimate>;
    if (typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    const finishLevel = FINISH_LEVELS.includes(parsed.finishLevel as never) ? parsed.finishLevel! : 'midrange';
    return { answers: parsed.answers, finishLevel };
  } catch {
    return null;
  }
}

/** Saves a project's answers for this tab. */
export function writeSavedEstimate(project: string, saved: SavedEstimate): void {
  try {
    sessionStorage.setItem(key(project), JSON.stringify(saved));
  } catch {
    // Storage full or blocked (private mode): the estimate still works, it just won't survive a reload.
  }
}
