import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { CLAIM_MESSAGES, LETTER_CODE_ATTEMPTS, LETTERS_PER_HOME_PER_PERIOD, OWNER_VERIFICATION_MESSAGES as WORDS } from '@homeworth/shared-lib/domain';
import { ownerClaimLetters, users } from '../../db/schema';
import { outboxLetterProvider } from '../../providers/letters/letter-provider';
import { startLetterOutbox, type LetterOutbox } from '../../providers/letters/letter-outbox';
import { SESSION_COOKIE_NAME } from '../security';
import { turnOnTwoStepFor } from '../security/account-test-helpers';

// Each test signs up users (argon2id hashing), slow on a busy machine.
jest.setTimeout(40_000);

const HOMES = '/api/v1/property/user-properties';
const REVIEW = '/api/v1/property/admin/claim-documents';
const ADMIN_EMAIL = 'reviewer@homeworth.example';
const YEAR = new Date().getFullYear();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let outbox: LetterOutbox;
beforeAll(async () => {
  outbox = await startLetterOutbox();
});
afterAll(() => outbox.close());

describe('owner verification: a code by post and a document an admin reviews', () => {
  // The app reaches the outbox through the same HTTP client as in development.
  const t = useTestApp({
    claimRateLimit: { max: 10_000, timeWindow: '1 hour' },
    adminEmails: [ADMIN_EMAIL],
    letters: { name: 'outbox', send: (letter) => outboxLetterProvider(outbox.url).send(letter) },
  });
  beforeEach(() => outbox.letters.splice(0));

  async function addHome(token: string, address = '41 Juniper Street') {
    const kukunId: number = (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    const added = await postJson(t.app, HOMES, { kukunId }, token);
    expect(added.statusCode).toBeLessThan(300);
    return { kukunId, userPropertyId: added.json().message.home.userPropertyId as number };
  }
  const requestLetter = (token: string, id: number) => postJson(t.app, `${HOMES}/${id}/claim/letters`, { attestOwner: true }, token);
  const enterCode = (token: string, id: number, code: string) => postJson(t.app, `${HOMES}/${id}/claim/letter-code`, { code }, token);
  const verification = async (token: string, id: number) => (await getAs(t.app, `${HOMES}/${id}/claim/verification`, token)).json().message;
  const report = async (kukunId: number, token: string) => (await getAs(t.app, `/api/v1/property/properties/${kukunId}/report`, token)).json().message;
  const put = (token: string, id: number, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `${HOMES}/${id}/owner-facts`, headers: CSRF_HEADERS, payload: body as object, cookies: { [SESSION_COOKIE_NAME]: token } });

  /** The code printed in the newest letter to `street` (the print job runs in the background). */
  async function codeInLetter(street: string, count = 1): Promise<string> {
    const until = Date.now() + 15_000;
    while (outbox.letters.filter((l) => l.to.line1 === street).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const letter = outbox.letters.filter((l) => l.to.line1 === street).at(-1);
    const code = /Your code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(letter?.text ?? '')?.[1];
    if (!code) throw new Error(`no letter to ${street}`);
    return code;
  }

  function upload(token: string, id: number, data: Buffer, kind = 'deed', type = 'application/pdf') {
    const boundary = '----hwdeed';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="deed"\r\nContent-Type: ${type}\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: `${HOMES}/${id}/claim/documents?kind=${kind}`,
      headers: { ...CSRF_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: { [SESSION_COOKIE_NAME]: token },
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }
  async function adminToken(): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email: ADMIN_EMAIL, firstName: 'Ada' });
    await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, ADMIN_EMAIL));
    await turnOnTwoStepFor(t, ADMIN_EMAIL);
    return token;
  }

  it('mails a code to the home; a wrong code counts, the right one claims the home, and the corrected fact is in the report', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const home = await addHome(owner);
    // Sample data: the parcel number is generated, so the page does not ask for it.
    expect(await verification(owner, home.userPropertyId)).toMatchObject({
      parcelCheck: false,
      mailingAddress: '41 Juniper Street, Denver, CO 80202',
      letter: null,
      lettersLeft: LETTERS_PER_HOME_PER_PERIOD,
      document: null,
    });
    const requested = await requestLetter(owner, home.userPropertyId);
    expect(requested.statusCode).toBe(202);
    expect(requested.json().message.letter).toMatchObject({ attemptsLeft: LETTER_CODE_ATTEMPTS });
    const code = await codeInLetter('41 Juniper Street');
    expect(outbox.letters[0]!.to).toMatchObject({ name: 'Current owner', city: 'Denver', state: 'CO', zip: '80202' });
    // Only a salted hash is kept.
    const [row] = await t.db.select().from(ownerClaimLetters);
    expect(JSON.stringify(row)).not.toContain(code.replace('-', ''));
    // The print job records the printer's acceptance just after handing the letter over.
    for (let i = 0; i < 100 && (await verification(owner, home.userPropertyId)).letter.status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await verification(owner, home.userPropertyId)).letter.status).toBe('sent');

    const wrong = await enterCode(owner, home.userPropertyId, code.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'CODE_INVALID', message: WORDS.codeInvalid, args: { field: 'code', attemptsLeft: LETTER_CODE_ATTEMPTS - 1 } });
    // Typed in lower case and without the dash, it still is the code.
    const right = await enterCode(owner, home.userPropertyId, code.replace('-', '').toLowerCase());
    expect(right.statusCode).toBe(200);
    expect(right.json().message.home).toMatchObject({ userPropertyId: home.userPropertyId, claimed: true });

    expect((await put(owner, home.userPropertyId, { bedrooms: 5, componentYears: { roof: YEAR } })).statusCode).toBe(200);
    const after = await report(home.kukunId, owner);
    expect(after.summary.bedrooms).toBe(5);
    expect(after.condition.components.find((c: { key: string }) => c.key === 'roof')).toMatchObject({ installYear: YEAR });
  });

  it('refuses an expired code (410) and, after 5 wrong codes, even the right one (429) until a new letter', async () => {
    const owner = await signUpAndGetToken(t.app);
    const home = await addHome(owner, '43 Juniper Street');
    await requestLetter(owner, home.userPropertyId);
    const code = await codeInLetter('43 Juniper Street');
    await t.db.update(ownerClaimLetters).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await enterCode(owner, home.userPropertyId, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0]).toMatchObject({ code: 'CODE_EXPIRED', message: WORDS.codeExpired });

    expect((await requestLetter(owner, home.userPropertyId)).statusCode).toBe(202);
    const second = await codeInLetter('43 Juniper Street', 2);
    // The first letter's code no longer works: only the newest letter counts.
    const wrongCode = second.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA';
    for (let i = 1; i <= LETTER_CODE_ATTEMPTS; i++) {
      const answer = await enterCode(owner, home.userPropertyId, wrongCode);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[0].args.attemptsLeft).toBe(LETTER_CODE_ATTEMPTS - i);
    }
    const locked = await enterCode(owner, home.userPropertyId, second);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatchObject({ code: 'CODE_LOCKED', message: WORDS.codeLocked });
    expect((await verification(owner, home.userPropertyId)).letter).toMatchObject({ status: 'void', attemptsLeft: 0 });

    // A third letter is allowed, the fourth in 30 days is not.
    expect((await requestLetter(owner, home.userPropertyId)).statusCode).toBe(202);
    const third = await codeInLetter('43 Juniper Street', 3);
    const limit = await requestLetter(owner, home.userPropertyId);
    expect(limit.statusCode).toBe(429);
    expect(limit.json().errors[0]).toMatchObject({ code: 'LETTER_LIMIT_REACHED', message: WORDS.letterLimit });
    expect((await enterCode(owner, home.userPropertyId, third)).statusCode).toBe(200);
  });

  it("answers 404 for another user's home on every verification route, and sends nothing", async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    const intruder = await signUpAndGetToken(t.app, { email: 'intruder@example.com' });
    const home = await addHome(owner, '45 Juniper Street');
    await requestLetter(owner, home.userPropertyId);
    const code = await codeInLetter('45 Juniper Street');
    expect((await getAs(t.app, `${HOMES}/${home.userPropertyId}/claim/verification`, intruder)).statusCode).toBe(404);
    expect((await requestLetter(intruder, home.userPropertyId)).statusCode).toBe(404);
    expect((await enterCode(intruder, home.userPropertyId, code)).statusCode).toBe(404);
    expect((await upload(intruder, home.userPropertyId, PDF)).statusCode).toBe(404);
    expect(outbox.letters).toHaveLength(1);
    expect((await verification(owner, home.userPropertyId)).letter).toMatchObject({ attemptsLeft: LETTER_CODE_ATTEMPTS });
  });

  it('refuses a document of the wrong type or over 15 MB, and a second one while the first waits', async () => {
    const owner = await signUpAndGetToken(t.app);
    const home = await addHome(owner, '47 Juniper Street');
    // A text file named and typed as a PDF is still not one: the content decides.
    const fake = await upload(owner, home.userPropertyId, Buffer.from('just some text, not a deed'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0]).toMatchObject({ code: 'VALIDATION', message: WORDS.documentType, args: { field: 'document' } });
    const big = await upload(owner, home.userPropertyId, Buffer.concat([PDF, Buffer.alloc(15 * 1024 * 1024 + 1)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0]).toMatchObject({ message: WORDS.documentSize, args: { field: 'document' } });
    expect((await upload(owner, home.userPropertyId, PDF, 'lease')).statusCode).toBe(400);
    const sent = await upload(owner, home.userPropertyId, PNG, 'tax-bill', 'image/png');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.document).toMatchObject({ status: 'pending', kind: 'tax-bill' });
    const again = await upload(owner, home.userPropertyId, PDF);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'DOCUMENT_PENDING', message: WORDS.documentPending });
  });

  it('an admin approves a deed: the home is claimed, the owner is e-mailed and corrects a fact; non-admins cannot review', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'deed.owner@example.com', firstName: 'Dana' });
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    const home = await addHome(owner, '49 Juniper Street');
    expect((await upload(owner, home.userPropertyId, PDF)).statusCode).toBe(201);

    expect((await getAs(t.app, REVIEW, other)).statusCode).toBe(403);
    expect((await getAs(t.app, REVIEW)).statusCode).toBe(401);
    const admin = await adminToken();
    const [listed] = (await getAs(t.app, REVIEW, admin)).json().message.documents;
    expect(listed).toMatchObject({ kind: 'deed', status: 'pending', home: '49 Juniper Street, Denver, CO 80202', owner: { email: 'deed.owner@example.com' } });
    const file = await getAs(t.app, `${REVIEW}/${listed.id}/file`, admin);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await getAs(t.app, `${REVIEW}/${listed.id}/file`, other)).statusCode).toBe(403);

    // Neither the owner nor another user may approve.
    for (const token of [owner, other]) expect((await postJson(t.app, `${REVIEW}/${listed.id}/decision`, { decision: 'approve' }, token)).statusCode).toBe(403);
    expect((await verification(owner, home.userPropertyId)).document.status).toBe('pending');

    const approved = await postJson(t.app, `${REVIEW}/${listed.id}/decision`, { decision: 'approve' }, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toEqual({ id: listed.id, status: 'approved' });
    expect((await postJson(t.app, `${REVIEW}/${listed.id}/decision`, { decision: 'reject' }, admin)).json().errors[0].code).toBe('DOCUMENT_REVIEWED');
    const [mail] = await t.readMail('deed.owner@example.com');
    expect(mail?.subject).toBe('You are the verified owner of 49 Juniper Street, Denver, CO 80202');
    expect(mail?.text).toContain(`http://localhost:3000/update-your-home?id=${home.kukunId}`);

    expect((await put(owner, home.userPropertyId, { bathrooms: 4 })).statusCode).toBe(200);
    expect((await report(home.kukunId, owner)).summary.bathrooms).toBe(4);
    // The home is claimed now: another user's document for it cannot be approved.
    const theirs = await addHome(other, '49 Juniper Street');
    const refused = await upload(other, theirs.userPropertyId, PDF);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'ALREADY_CLAIMED', message: CLAIM_MESSAGES.alreadyClaimed });
  });

  it('a rejected document is e-mailed with the reviewer’s note and leaves the home unclaimed', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'hopeful@example.com' });
    const home = await addHome(owner, '51 Juniper Street');
    await upload(owner, home.userPropertyId, PNG, 'tax-bill', 'image/png');
    const admin = await adminToken();
    const [listed] = (await getAs(t.app, REVIEW, admin)).json().message.documents;
    const rejected = await postJson(t.app, `${REVIEW}/${listed.id}/decision`, { decision: 'reject', note: 'The name on the bill is not yours.' }, admin);
    expect(rejected.json().message.status).toBe('rejected');
    const [mail] = await t.readMail('hopeful@example.com');
    expect(mail?.subject).toBe('We could not verify your ownership of 51 Juniper Street, Denver, CO 80202');
    expect(mail?.text).toContain('The name on the bill is not yours.');
    expect(await verification(owner, home.userPropertyId)).toMatchObject({ document: { status: 'rejected', reviewNote: 'The name on the bill is not yours.' } });
    expect((await put(owner, home.userPropertyId, { bathrooms: 4 })).statusCode).toBe(403);
  });
});
