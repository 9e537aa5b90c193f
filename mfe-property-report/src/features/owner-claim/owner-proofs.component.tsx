import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button, selectHome } from '@homeworth/shared-lib';
import {
  MAX_OWNER_DOCUMENT_BYTES,
  normaliseLetterCode,
  OWNER_DOCUMENT_KINDS,
  OWNER_DOCUMENT_TYPES,
  OWNER_VERIFICATION_MESSAGES as WORDS,
  type OwnerDocumentKind,
} from '@homeworth/shared-lib/domain';
import { homesRequested } from '../../shared/user-homes.slice';
import { myHomeOf } from '../../shared/user-homes.saga';
import { claimSucceeded } from './owner-claim.slice';
import { enterLetterCode, fetchOwnerVerification, requestLetter, sendOwnerDocument, type OwnerVerification } from './owner-proofs.api';

const Section = styled.section`
  display: grid;
  gap: 12px;
  padding-top: 20px;
  margin-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
  }
  label {
    font-weight: 600;
  }
  input[type='text'],
  input[type='file'],
  select {
    font: inherit;
    min-height: 44px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    max-width: 100%;
    box-sizing: border-box;
  }
  input[type='file'] {
    width: 100%;
  }
  .code {
    font-size: 1.2rem;
    letter-spacing: 0.15em;
    max-width: 220px;
    text-transform: uppercase;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  .check {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-weight: 400;
  }
  .check input {
    width: 22px;
    height: 22px;
    flex: none;
  }
  .link {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: underline;
    cursor: pointer;
  }
  .link:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const failure = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/**
 * The two ways to verify that need nothing from our records: a code mailed to the home, and a deed
 * or tax bill an admin reviews. Loaded with the verify-the-owner page only.
 */
export function OwnerProofs({ userPropertyId }: { userPropertyId: number }) {
  const dispatch = useDispatch();
  const ids = useId();
  const [state, setState] = useState<OwnerVerification | null>(null);
  const [busy, setBusy] = useState<'letter' | 'code' | 'document' | null>(null);
  const [problem, setProblem] = useState<{ where: 'letter' | 'code' | 'document'; message: string } | null>(null);
  const [attested, setAttested] = useState(false);
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<OwnerDocumentKind>('deed');
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => {
    fetchOwnerVerification(userPropertyId).then(setState, (error: unknown) => setProblem({ where: 'letter', message: failure(error) }));
  }, [userPropertyId]);

  async function run<T>(where: 'letter' | 'code' | 'document', work: () => Promise<T>): Promise<T | null> {
    setBusy(where);
    setProblem(null);
    try {
      return await work();
    } catch (error) {
      setProblem({ where, message: failure(error) });
      return null;
    } finally {
      setBusy(null);
    }
  }

  const mailLetter = async (e: FormEvent) => {
    e.preventDefault();
    if (!attested) return setProblem({ where: 'letter', message: 'Confirm that you own this home.' });
    const next = await run('letter', () => requestLetter(userPropertyId));
    if (next) setState(next);
  };
  const verifyCode = async (e: FormEvent) => {
    e.preventDefault();
    if (normaliseLetterCode(code).length !== 8) return setProblem({ where: 'code', message: WORDS.codeFormat });
    const claimed = await run('code', () => enterLetterCode(userPropertyId, code));
    if (!claimed) return fetchOwnerVerification(userPropertyId).then(setState, () => undefined);
    selectHome(myHomeOf(claimed.home), claimed.home.property.kukunId);
    dispatch(claimSucceeded(claimed.home));
    dispatch(homesRequested());
  };
  const sendDocument = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem({ where: 'document', message: WORDS.documentMissing });
    if (!OWNER_DOCUMENT_TYPES.includes(file.type)) return setProblem({ where: 'document', message: WORDS.documentType });
    if (file.size > MAX_OWNER_DOCUMENT_BYTES) return setProblem({ where: 'document', message: WORDS.documentSize });
    const next = await run('document', () => sendOwnerDocument(userPropertyId, kind, file));
    if (next) setState(next);
  };
  const errorOf = (where: 'letter' | 'code' | 'document') =>
    problem?.where === where ? (
      <p className="notice error" role="alert">
        {problem.message}
      </p>
    ) : null;

  if (!state) return errorOf('letter') ?? <p aria-busy="true">Loading the ways to verify…</p>;
  const letter = state.letter && (state.letter.status === 'queued' || state.letter.status === 'sent') ? state.letter : null;
  const doc = state.document;
  return (
    <>
      <Section aria-labelledby={`${ids}-post`}>
        <h2 id={`${ids}-post`}>Get a code by post</h2>
        {!state.mailingAddress ? (
          <p>{WORDS.noMailingAddress}</p>
        ) : letter ? (
          <form onSubmit={verifyCode} aria-label="Enter the code from your letter" noValidate>
            <p role="status">
              {WORDS.letterSent} We mailed it to {state.mailingAddress} on {longDate(letter.requestedAt)}; enter the code by {longDate(letter.expiresAt)}.
            </p>
            <label htmlFor={`${ids}-code`}>Code from your letter</label>
            <input
              id={`${ids}-code`}
              className="code"
              type="text"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-describedby={`${ids}-code-hint`}
            />
            <p className="muted" id={`${ids}-code-hint`}>
              {letter.attemptsLeft} {letter.attemptsLeft === 1 ? 'try' : 'tries'} left with this letter. Only the newest letter’s code works.
            </p>
            {errorOf('code')}
            <div className="actions">
              <Button type="submit" loading={busy === 'code'}>
                Verify with the code
              </Button>
            </div>
          </form>
        ) : (
          <form onSubmit={mailLetter} aria-label="Mail me a code" noValidate>
            <p>{WORDS.letterIntro}</p>
            <p>
              We mail it to: <strong>{state.mailingAddress}</strong>
            </p>
            {state.letter?.status === 'void' ? <p className="notice">Your last code no longer works. Ask for a new letter.</p> : null}
            <label className="check">
              <input type="checkbox" checked={attested} onChange={(e) => setAttested(e.target.checked)} />
              <span>I own this home, alone or with others, and I receive its mail.</span>
            </label>
            {errorOf('letter')}
            <div className="actions">
              <Button type="submit" loading={busy === 'letter'} disabled={state.lettersLeft === 0}>
                Mail me a code
              </Button>
            </div>
          </form>
        )}
        {letter ? (
          <p className="muted">
            Letter not arriving? You can ask for {state.lettersLeft} more this month:{' '}
            <button
              type="button"
              className="link"
              onClick={() => requestLetter(userPropertyId).then(setState, (error: unknown) => setProblem({ where: 'code', message: failure(error) }))}
            >
              mail a new letter
            </button>
            .
          </p>
        ) : null}
      </Section>
      <Section aria-labelledby={`${ids}-doc`}>
        <h2 id={`${ids}-doc`}>Send a deed or tax bill</h2>
        {doc?.status === 'pending' ? (
          <p role="status">{WORDS.documentPending}</p>
        ) : (
          <form onSubmit={sendDocument} aria-label="Send a deed or tax bill" noValidate>
            <p>{WORDS.documentIntro}</p>
            {doc?.status === 'rejected' ? (
              <p className="notice">
                {WORDS.documentRejected}
                {doc.reviewNote ? ` ${doc.reviewNote}` : ''}
              </p>
            ) : null}
            <label htmlFor={`${ids}-kind`}>Document</label>
            <select id={`${ids}-kind`} value={kind} onChange={(e) => setKind(e.target.value as OwnerDocumentKind)}>
              {OWNER_DOCUMENT_KINDS.map((k) => (
                <option key={k.key} value={k.key}>
                  {k.label}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-file`}>File (PDF, PNG or JPEG, up to 15 MB)</label>
            <input id={`${ids}-file`} type="file" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            {errorOf('document')}
            <div className="actions">
              <Button type="submit" loading={busy === 'document'}>
                Send for review
              </Button>
            </div>
          </form>
        )}
      </Section>
    </>
  );
}
