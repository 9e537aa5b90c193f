/**
 * Account-area validation rules and their exact messages.
 * The profile form and the API both use these, so the wording is the same everywhere.
 */

/** Messages of the profile form, the image upload and the allowed-email check. */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  onlyAlphabets: 'Only alphabets are allowed for this field',
  atLeastTwoAlphabets: 'Atleast 2 alphabets required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number',
  mobileTenDigits: 'Mobile number must be 10 digits',
  emailInvalid: 'Please enter a valid email',
  emailRequired: 'Email is required.',
  fileTypeNotAllowed: 'File type not allowed, only png/jpeg image type are allowed.',
  fileSizeNotAllowed: 'File size not allowed, size limit exceeded. Max size 15MB.',
} as const;

/** Largest profile image accepted ("maximum 15MB"). */
export const MAX_PROFILE_IMAGE_BYTES = 15 * 1024 * 1024;

/** Side of the square profile image stored after resizing, in pixels. */
export const PROFILE_IMAGE_SIZE = 180;

/** Media types accepted for profile images (png, jpeg/jpg). */
export const PROFILE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];

/** First or last name rule of the profile form; `which` picks the "required" wording. */
export function personNameProblem(value: string, which: 'first' | 'last'): string | null {
  const name = value.trim();
  if (name === '') return which === 'first' ? PROFILE_MESSAGES.firstNameRequired : PROFILE_MESSAGES.lastNameRequired;
  if (!/^[A-Za-z ]+$/.test(name)) return PROFILE_MESSAGES.onlyAlphabets;
  if (name.replace(/ /g, '').length < 2) return PROFILE_MESSAGES.atLeastTwoAlphabets;
  return null;
}

/** The digits of a phone number (the spec's phone helper keeps digits only). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * A phone as the spec shows it, (xxx) xxx-xxxx, when it has 10 digits (a leading US country code 1
 * dropped); otherwise as typed. The one phone display of the apps and the API's emails and pages.
 */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  const d = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

/** Mobile number rule of the profile form: required, phone characters only, exactly 10 digits. */
export function mobileProblem(phone: string): string | null {
  const value = phone.trim();
  if (value === '') return PROFILE_MESSAGES.mobileRequired;
  if (!/^[0-9()+.\-\s]+$/.test(value)) return PROFILE_MESSAGES.mobileInvalid;
  if (phoneDigits(value).length !== 10) return PROFILE_MESSAGES.mobileTenDigits;
  return null;
}

/** Profile email rule: an @ and a domain with a dot. */
export function profileEmailProblem(email: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : PROFILE_MESSAGES.emailInvalid;
}

/** Profile image rule: png or jpeg, at most 15 MB; null when acceptable. */
export function profileImageProblem(type: string, bytes: number): string | null {
  if (!PROFILE_IMAGE_TYPES.includes(type.toLowerCase())) return PROFILE_MESSAGES.fileTypeNotAllowed;
  if (bytes > MAX_PROFILE_IMAGE_BYTES) return PROFILE_MESSAGES.fileSizeNotAllowed;
  return null;
}
