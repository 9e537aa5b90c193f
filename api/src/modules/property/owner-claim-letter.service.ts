import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  LETTER_CODE_ALPHABET,
  LETTER_CODE_ATTEMPTS,
  LETTER_CODE_TTL_DAYS,
  LETTER_PERIOD_DAYS,
  LETTERS_PER_HOME_PER_PERIOD,
  normaliseLetterCode,
  OWNER_VERIFICATION_CODES as CODES,
  OWNER_VERIFICATION_MESSAGES as WORDS,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { doOnce } from '../../jobs/job-ledger';
import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import type { LetterProvider, PostalAddress } from '../../providers/letters/letter-provider';
import { assertClaimable, claimProvedHome } from './owner-claim.service';
import { ownerClaimLetters } from './owner-claim-verification.tables';
import type { PropertyRow } from './property-identity.service';

/** The queue of verification letters to print and mail. */
export const LETTER_QUEUE = 'letters.send';

/** About a day of retries (30 s doubling); a printer call running 2 minutes is taken as crashed. */
export const LETTER_QUEUE_SETTINGS = { retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 120 } satisfies QueueSettings;

/** A letter as its job carries it: the code itself travels only here, until the printer has it. */
export interface LetterJob {
  letterId: number;
  to: PostalAddress;
  text: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new code: 8 characters of the printed alphabet from the system's secure random source. */
export function newLetterCode(): string {
  return Array.from({ length: 8 }, () => LETTER_CODE_ALPHABET[randomInt(LETTER_CODE_ALPHABET.length)]).join('');
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/** Whether a typed code is the letter's, compared in constant time. */
function codeMatches(letter: { codeSalt: string; codeHash: string }, typed: string): boolean {
  return timingSafeEqual(hashOf(letter.codeSalt, normaliseLetterCode(typed)), Buffer.from(letter.codeHash, 'hex'));
}

const printed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
const longDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The home's address as a letter goes to it, or null when the record has no street address and ZIP. */
export function mailingAddressOf(property: PropertyRow): PostalAddress | null {
  if (!/^\d/.test(property.address.trim()) || !/^\d{5}$/.test(property.zipCode) || !property.city || !property.state) return null;
  return {
    name: 'Current owner',
    line1: property.address,
    ...(property.unitNumber ? { line2: `Unit ${property.unitNumber}` } : {}),
    city: property.city,
    state: property.state,
    zip: property.zipCode,
  };
}

/** The words of the letter. */
export function letterText(code: string, to: PostalAddress, expiresAt: Date, siteOrigin: string): string {
  return [
    'Homeworth: your home verification code',
    '',
    `Someone signed in to Homeworth asked to verify that they own ${to.line1}${to.line2 ? `, ${to.line2}` : ''}, ${to.city}, ${to.state} ${to.zip}.`,
    '',
    `Your code: ${printed(code)}`,
    '',
    `Enter it at ${siteOrigin}/verify-the-owner while signed in, before ${longDate(expiresAt)}.`,
    'With it you can correct your home’s facts on its report.',
    '',
    'If you did not ask for this letter, you can ignore it: nobody can claim your home without the code.',
  ].join('\n');
}

async function lettersInPeriod(db: Database, userId: number, kukunId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ownerClaimLetters)
    .where(
      and(eq(ownerClaimLetters.userId, userId), eq(ownerClaimLetters.kukunId, kukunId), gte(ownerClaimLetters.requestedAt, new Date(now.getTime() - LETTER_PERIOD_DAYS * DAY_MS))),
    );
  return row?.n ?? 0;
}

/** The newest letter of a user's home and what is left of it, for the verify-the-owner page. */
export async function letterState(db: Database, userId: number, userPropertyId: number, kukunId: number, now = new Date()) {
  const [letter] = await db
    .select()
    .from(ownerClaimLetters)
    .where(and(eq(ownerClaimLetters.userId, userId), eq(ownerClaimLetters.userPropertyId, userPropertyId)))
    .orderBy(desc(ownerClaimLetters.requestedAt), desc(ownerClaimLetters.id))
    .limit(1);
  const lettersLeft = Math.max(0, LETTERS_PER_HOME_PER_PERIOD - (await lettersInPeriod(db, userId, kukunId, now)));
  if (!letter) return { letter: null, lettersLeft };
  const expired = letter.expiresAt.getTime() <= now.getTime();
  return {
    letter: {
      status: letter.status === 'void' || expired ? ('void' as const) : letter.status,
      requestedAt: letter.requestedAt.toISOString(),
      expiresAt: letter.expiresAt.toISOString(),
      attemptsLeft: Math.max(0, LETTER_CODE_ATTEMPTS - letter.wrongAttempts),
    },
    lettersLeft,
  };
}

/**
 * Requests a letter with a new code to the home's address: only for a home the user could claim now,
 * with a street address, within LETTERS_PER_HOME_PER_PERIOD. A new letter voids the user's earlier
 * ones for the home. The code is stored salted and hashed; a job prints and mails it.
 */
export async function requestLetter(
  db: Database,
  jobs: JobQueue,
  input: { userId: number; userPropertyId: number; property: PropertyRow; currentValue: number; siteOrigin: string },
  now = new Date(),
) {
  const { userId, userPropertyId, property } = input;
  await assertClaimable(db, userId, property.kukunId, input.currentValue);
  const to = mailingAddressOf(property);
  if (!to) throw new ApiError(409, CODES.noMailingAddress, WORDS.noMailingAddress);
  if ((await lettersInPeriod(db, userId, property.kukunId, now)) >= LETTERS_PER_HOME_PER_PERIOD) throw new ApiError(429, CODES.letterLimit, WORDS.letterLimit);
  const code = newLetterCode();
  const codeSalt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + LETTER_CODE_TTL_DAYS * DAY_MS);
  const letter = await db.transaction(async (tx) => {
    await tx
      .update(ownerClaimLetters)
      .set({ status: 'void' })
      .where(and(eq(ownerClaimLetters.userId, userId), eq(ownerClaimLetters.userPropertyId, userPropertyId), inArray(ownerClaimLetters.status, ['queued', 'sent'])));
    const [row] = await tx
      .insert(ownerClaimLetters)
      .values({ userId, userPropertyId, kukunId: property.kukunId, codeSalt, codeHash: hashOf(codeSalt, code).toString('hex'), requestedAt: now, expiresAt })
      .returning();
    return row!;
  });
  const job: LetterJob = { letterId: letter.id, to, text: letterText(code, to, expiresAt, input.siteOrigin) };
  await jobs.send(LETTER_QUEUE, job, { idempotencyKey: `letter-${letter.id}` });
  return letterState(db, userId, userPropertyId, property.kukunId, now);
}

type CodeOutcome = 'claimed' | 'wrong' | 'expired' | 'locked' | 'no-letter';

/**
 * Checks the code of the user's newest letter for the home and, when it matches, claims the home in
 * the same transaction (the letter's row locked, so two tries at once count twice). A wrong code
 * counts against the letter; the LETTER_CODE_ATTEMPTS-th voids it. The refusal is thrown after commit.
 */
export async function enterLetterCode(db: Database, input: { userId: number; userPropertyId: number; kukunId: number; currentValue: number; code: string }, now = new Date()) {
  const { userId, userPropertyId, kukunId } = input;
  const { outcome, attemptsLeft } = await db.transaction(async (tx): Promise<{ outcome: CodeOutcome; attemptsLeft: number }> => {
    const [letter] = await tx
      .select()
      .from(ownerClaimLetters)
      .where(and(eq(ownerClaimLetters.userId, userId), eq(ownerClaimLetters.userPropertyId, userPropertyId)))
      .orderBy(desc(ownerClaimLetters.requestedAt), desc(ownerClaimLetters.id))
      .limit(1)
      .for('update');
    if (!letter || letter.status === 'used') return { outcome: 'no-letter', attemptsLeft: 0 };
    if (letter.status === 'void' || letter.wrongAttempts >= LETTER_CODE_ATTEMPTS) return { outcome: 'locked', attemptsLeft: 0 };
    if (letter.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired', attemptsLeft: 0 };
    if (!codeMatches(letter, input.code)) {
      const wrongAttempts = letter.wrongAttempts + 1;
      await tx
        .update(ownerClaimLetters)
        .set({ wrongAttempts, ...(wrongAttempts >= LETTER_CODE_ATTEMPTS ? { status: 'void' as const } : {}) })
        .where(eq(ownerClaimLetters.id, letter.id));
      return { outcome: 'wrong', attemptsLeft: LETTER_CODE_ATTEMPTS - wrongAttempts };
    }
    await tx.update(ownerClaimLetters).set({ status: 'used' }).where(eq(ownerClaimLetters.id, letter.id));
    await claimProvedHome(tx, userId, userPropertyId, kukunId, input.currentValue, now);
    return { outcome: 'claimed', attemptsLeft: 0 };
  });
  switch (outcome) {
    case 'claimed':
      return;
    case 'no-letter':
      throw new ApiError(404, CODES.noLetter, WORDS.noLetter);
    case 'locked':
      throw new ApiError(429, CODES.codeLocked, WORDS.codeLocked);
    case 'expired':
      throw new ApiError(410, CODES.codeExpired, WORDS.codeExpired);
    case 'wrong':
      throw new ApiError(422, CODES.codeInvalid, attemptsLeft > 0 ? WORDS.codeInvalid : WORDS.codeLocked, { field: 'code', attemptsLeft });
  }
}

/** Prints and mails one letter job, once (the ledger keyed by the job's idempotency key), then records the printer's id. */
export function letterDelivery(db: Database, letters: LetterProvider) {
  return async (job: { data: LetterJob; idempotencyKey: string }) => {
    await doOnce(db, LETTER_QUEUE, `${LETTER_QUEUE}:${job.idempotencyKey}`, async () => {
      const { id } = await letters.send({ to: job.data.to, text: job.data.text, idempotencyKey: job.idempotencyKey });
      await db.update(ownerClaimLetters).set({ providerLetterId: id }).where(eq(ownerClaimLetters.id, job.data.letterId));
      await db
        .update(ownerClaimLetters)
        .set({ status: 'sent' })
        .where(and(eq(ownerClaimLetters.id, job.data.letterId), eq(ownerClaimLetters.status, 'queued')));
    });
  };
}

/** Defines the letter queue and, in a worker process, runs its worker. */
export async function startLetterJobs(jobs: JobQueue, db: Database, letters: LetterProvider, workers: boolean): Promise<void> {
  await jobs.define(LETTER_QUEUE, LETTER_QUEUE_SETTINGS);
  if (workers) await jobs.work<LetterJob>(LETTER_QUEUE, letterDelivery(db, letters));
}
