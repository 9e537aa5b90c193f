import type { CompanyFields } from './sign-up.slice';

// What a contractor typed on the company step, kept in this tab so a reload does not empty the form.
// The account itself is already on the server (created by the first step).
const KEY = 'hw:contractor-company-draft';

/** The company fields typed so far, or null. */
export function readCompanyDraft(): CompanyFields | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CompanyFields) : null;
  } catch {
    return null;
  }
}

/** Keeps the company fields typed so far. */
export function saveCompanyDraft(values: CompanyFields): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, it just starts empty after a reload.
  }
}

/** Forgets the draft once the company is saved. */
export function clearCompanyDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
