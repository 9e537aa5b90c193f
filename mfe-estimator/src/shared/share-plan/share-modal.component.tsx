import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, MESSAGES, Modal, useSession, media } from '@homeworth/shared-lib';
import { MAX_SHARE_RECIPIENTS, SHARE_MESSAGES, SHARED_TYPES, SHARED_TYPE_OPTIONS, dropEmptyShareEmails, isValidEmail, type SharedType } from '@homeworth/shared-lib/domain';
import type { EstimatorState } from '../../app/root';
import { linkCopyReported, planShareFailed, planShareRequested, shareLinkRequested, shareLinkRevokeRequested, shareModalOpened } from './share-plan.slice';
import type { SharePlanProps } from './share-plan.component';

interface Row {
  key: number;
  email: string;
  sharedType: SharedType;
}

const Body = styled.div`
  display: grid;
  gap: 20px;
  text-align: left;
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.text};
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  .field-error,
  .error {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
    font-size: 0.9rem;
  }
  .success {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
  .link-section {
    padding-top: 20px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 140px auto;
    gap: 8px;
    align-items: start;
  }
  .remove {
    margin-top: 26px;
  }
  ${media.below('phone')} {
    li {
      grid-template-columns: minmax(0, 1fr) auto;
      padding-bottom: 12px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    li > div:first-child {
      grid-column: 1 / -1;
    }
    .remove {
      margin-top: 26px;
    }
  }
`;

/** The share dialog, loaded when "Share" is first pressed (most results are never shared). */
export function ShareModal({ planId, projectName, onClose }: SharePlanProps & { onClose: () => void }) {
  const session = useSession();
  const formId = useId();
  const nextKey = useRef(1);
  const dispatch = useDispatch();
  const [rows, setRows] = useState<Row[]>([{ key: 0, email: '', sharedType: SHARED_TYPES.friend }]);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const { busy, sent, error, sentCount, link, linkStatus, linkError } = useSelector((s: EstimatorState) => s.sharePlan);
  const user = session.user;
  const senderName = user ? `${user.userFirstName} ${user.userLastName}`.trim() : undefined;

  // Before the first paint: the last modal's messages and link never show here.
  useLayoutEffect(() => {
    dispatch(shareModalOpened());
  }, [dispatch]);

  // A list sent clears the rows (React's "adjust state when a prop changes").
  const [seenSentCount, setSeenSentCount] = useState(sentCount);
  if (sentCount !== seenSentCount) {
    setSeenSentCount(sentCount);
    setRows([{ key: nextKey.current++, email: '', sharedType: SHARED_TYPES.friend }]);
  }

  // A busy button is disabled and a vanished one is gone: either drops focus to the page, where
  // Escape and Tab no longer reach the dialog. Put focus back on a control inside it.
  // Done in a layout effect, in the same commit that re-enables the buttons, so no key press can
  // land on the page in between.
  const started = useRef<'send' | 'pdf' | 'link' | 'revoke' | null>(null);
  useLayoutEffect(() => {
    const action = started.current;
    if (busy !== null || !action) return;
    started.current = null;
    // A new link takes focus, and so does the button back after a revoke; otherwise focus only returns when it was lost.
    const target =
      action === 'link'
        ? link
          ? { id: 'link', always: true }
          : { id: 'get-link', always: false }
        : action === 'revoke'
          ? link
            ? { id: 'revoke', always: false }
            : { id: 'get-link', always: true }
          : { id: action, always: false };
    const active = document.activeElement;
    const element = document.getElementById(`${formId}-${target.id}`);
    if (element && (target.always || !active || active === document.body)) element.focus();
  }, [busy, link, formId]);

  const update = (key: number, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addRow = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, email: '', sharedType: SHARED_TYPES.friend }]);
    // Focus the new row's email so keyboard users can type straight away.
    requestAnimationFrame(() => document.getElementById(`${formId}-email-${key}`)?.focus());
  };
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const send = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<number, string> = {};
    for (const row of rows) if (row.email.trim() !== '' && !isValidEmail(row.email)) errors[row.key] = MESSAGES.invalidEmail;
    setRowErrors(errors);
    if (Object.keys(errors).length > 0) return void dispatch(planShareFailed(null));
    const shareList = dropEmptyShareEmails(rows).map(({ email, sharedType }) => ({ email, sharedType }));
    if (shareList.length === 0) return void dispatch(planShareFailed(SHARE_MESSAGES.noRecipients));
    started.current = 'send';
    dispatch(planShareRequested({ planId, request: { ...(senderName ? { senderName } : {}), shareList } }));
  };

  const emailMe = () => {
    if (!user) return;
    started.current = 'pdf';
    dispatch(
      planShareRequested({
        planId,
        request: { ...(senderName ? { senderName } : {}), shareList: [{ email: user.userEmail, sharedType: SHARED_TYPES.yourEmail }] },
        pdfTo: user.userEmail,
      }),
    );
  };

  const createLink = () => {
    started.current = 'link';
    dispatch(shareLinkRequested(planId));
  };

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      dispatch(linkCopyReported('Link copied.'));
    } catch {
      // Without clipboard access (http, old browsers) the link is selected for a manual copy.
      const input = document.getElementById(`${formId}-link`) as HTMLInputElement | null;
      input?.select();
      dispatch(linkCopyReported('Press Ctrl+C (or ⌘+C) to copy the selected link.'));
    }
  };

  const revokeLink = () => {
    started.current = 'revoke';
    dispatch(shareLinkRevokeRequested(planId));
  };

  return (
    <Modal open onClose={onClose} title={`Share your ${projectName.toLowerCase()} estimate`}>
      <Body>
        <form id={formId} onSubmit={send} noValidate aria-labelledby={`${formId}-title`}>
          <h3 id={`${formId}-title`}>Send by email</h3>
          <p className="hint">Each person gets the total, the return on investment and a link to the estimate. Empty rows are skipped.</p>
          <Rows>
            {rows.map((row, index) => {
              const emailId = `${formId}-email-${row.key}`;
              const errorId = `${emailId}-error`;
              return (
                <li key={row.key}>
                  <div>
                    <label htmlFor={emailId}>Email {index + 1}</label>
                    <input
                      id={emailId}
                      type="email"
                      autoComplete="email"
                      value={row.email}
                      aria-invalid={rowErrors[row.key] ? true : undefined}
                      aria-describedby={rowErrors[row.key] ? errorId : undefined}
                      onChange={(event) => update(row.key, { email: event.target.value })}
                    />
                    {rowErrors[row.key] ? (
                      <p className="field-error" id={errorId}>
                        {rowErrors[row.key]}
                      </p>
                    ) : null}
                  </div>
                  <div>
                    <label htmlFor={`${emailId}-type`}>Relationship</label>
                    <select id={`${emailId}-type`} value={row.sharedType} onChange={(event) => update(row.key, { sharedType: Number(event.target.value) as SharedType })}>
                      {SHARED_TYPE_OPTIONS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button
                    type="button"
                    variant="link"
                    className="remove"
                    disabled={rows.length === 1}
                    onClick={() => removeRow(row.key)}
                    aria-label={`Remove recipient ${index + 1}`}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </Rows>
          <div className="buttons" style={{ marginTop: 12 }}>
            <Button type="button" variant="link" onClick={addRow} disabled={rows.length >= MAX_SHARE_RECIPIENTS}>
              Add another person
            </Button>
          </div>
          <div className="buttons" style={{ marginTop: 16 }}>
            <Button id={`${formId}-send`} type="submit" loading={busy === 'send'} disabled={busy !== null && busy !== 'send'}>
              Send
            </Button>
            {user ? (
              <Button id={`${formId}-pdf`} type="button" variant="secondary" loading={busy === 'pdf'} disabled={busy !== null && busy !== 'pdf'} onClick={emailMe}>
                Email me the PDF
              </Button>
            ) : null}
          </div>
          <div aria-live="polite">{sent ? <p className="success">{sent}</p> : null}</div>
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : null}
        </form>

        <section className="link-section" aria-labelledby={`${formId}-link-title`}>
          <h3 id={`${formId}-link-title`}>Share a link</h3>
          <p className="hint">Anyone with the link sees this estimate, read-only, without signing in. Revoke it at any time.</p>
          {link ? (
            <>
              <label htmlFor={`${formId}-link`}>Share link</label>
              <input id={`${formId}-link`} readOnly value={link.url} onFocus={(event) => event.target.select()} />
              <div className="buttons" style={{ marginTop: 12 }}>
                <Button type="button" onClick={() => void copyLink()}>
                  Copy link
                </Button>
                <Button id={`${formId}-revoke`} type="button" variant="secondary" loading={busy === 'link'} onClick={revokeLink}>
                  Revoke link
                </Button>
              </div>
            </>
          ) : (
            <div className="buttons">
              <Button id={`${formId}-get-link`} type="button" variant="secondary" loading={busy === 'link'} onClick={createLink}>
                Get a share link
              </Button>
            </div>
          )}
          <div aria-live="polite">{linkStatus ? <p className="success">{linkStatus}</p> : null}</div>
          {linkError ? (
            <p className="error" role="alert">
              {linkError}
            </p>
          ) : null}
        </section>
      </Body>
    </Modal>
  );
}
