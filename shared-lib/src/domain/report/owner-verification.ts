// The two ways an owner proves ownership without knowing our data: a code mailed to the home, and a
// deed or tax bill an admin reviews. The API enforces these limits; the pages show the same words.

/** A mailed code works this many days after the letter is requested. */
export const LETTER_CODE_TTL_DAYS = 30;

/** Wrong codes one letter accepts; then it is void and a new letter is needed. */
export const LETTER_CODE_ATTEMPTS = 5;

/** Letters one user may request for one home within LETTER_PERIOD_DAYS (printing and postage cost money). */
export const LETTERS_PER_HOME_PER_PERIOD = 3;

/** The window the letter limit counts over. */
export const LETTER_PERIOD_DAYS = 30;

/** Codes as printed: 8 letters and digits without look-alikes (0/O, 1/I/L), grouped 4-4. */
export const LETTER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A typed code in any case, with or without the dash and spaces. */
export function normaliseLetterCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** Documents that show ownership. */
export const OWNER_DOCUMENT_KINDS = [
  { key: 'deed', label: 'Deed' },
  { key: 'tax-bill', label: 'Property tax bill' },
] as const;

export type OwnerDocumentKind = (typeof OWNER_DOCUMENT_KINDS)[number]['key'];

/** PDF, PNG or JPEG (checked by the file's content on the server). */
export const OWNER_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** The platform's upload limit (the same 15 MB as photos). */
export const MAX_OWNER_DOCUMENT_BYTES = 15 * 1024 * 1024;

/** Error codes of the two verification ways. */
export const OWNER_VERIFICATION_CODES = {
  noMailingAddress: 'NO_MAILING_ADDRESS',
  letterLimit: 'LETTER_LIMIT_REACHED',
  noLetter: 'NO_LETTER',
  codeInvalid: 'CODE_INVALID',
  codeExpired: 'CODE_EXPIRED',
  codeLocked: 'CODE_LOCKED',
  documentPending: 'DOCUMENT_PENDING',
  documentInvalid: 'DOCUMENT_INVALID',
  documentReviewed: 'DOCUMENT_REVIEWED',
} as const;

/** What the owner reads at each step and refusal. */
export const OWNER_VERIFICATION_MESSAGES = {
  letterIntro: 'We mail a letter with an 8-character code to the home’s address. It arrives in 3 to 7 business days; enter the code here to verify.',
  letterSent: `Your letter is on its way. The code in it works for ${LETTER_CODE_TTL_DAYS} days.`,
  noMailingAddress: 'This home has no street address on record, so we cannot mail a letter to it. Upload a deed or tax bill instead.',
  letterLimit: `You have requested ${LETTERS_PER_HOME_PER_PERIOD} letters for this home in the last ${LETTER_PERIOD_DAYS} days. Wait for them to arrive, or upload a deed or tax bill instead.`,
  noLetter: 'Request a letter first: the code is printed in it.',
  codeInvalid: 'This code does not match the one in your letter. Check it and try again.',
  codeExpired: `This code is more than ${LETTER_CODE_TTL_DAYS} days old and no longer works. Request a new letter.`,
  codeLocked: `This code was entered wrong ${LETTER_CODE_ATTEMPTS} times and no longer works. Request a new letter.`,
  codeFormat: 'Enter the 8-character code from your letter, for example K7PM-4XQA.',
  documentIntro: 'Upload your deed or a recent property tax bill showing your name and this address. We review it within 2 business days and e-mail you the answer.',
  documentSent: 'Thank you. We review your document within 2 business days and e-mail you the answer.',
  documentPending: 'We are reviewing the document you sent for this home. You will hear from us by e-mail.',
  documentType: 'Upload a PDF, PNG or JPEG file.',
  documentSize: 'The file is larger than 15 MB. Upload a smaller scan or photo.',
  documentMissing: 'Choose the file of your deed or tax bill.',
  documentReviewed: 'This document has already been reviewed.',
  documentRejected: 'We could not verify your ownership from the document you sent.',
} as const;
