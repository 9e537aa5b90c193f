import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, TextField } from '@homeworth/shared-lib';
import { CLAIM_QUESTION, PARCEL_DIGITS_PATTERN } from '@homeworth/shared-lib/domain';

const Form = styled.form`
  text-align: left;
  label.attest {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    margin: 8px 0 0;
    input {
      width: 18px;
      height: 18px;
      margin-top: 3px;
      flex: none;
    }
  }
  .hint {
    margin: 0 0 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .problem {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.error};
    font-weight: 500;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
    margin-top: 24px;
  }
`;

/**
 * The owner's knowledge check is the last 4 digits of the home's parcel number (on the tax bill,
 * never shown by the product); the API compares them with the home's record.
 */
export const CLAIM_FORM_MESSAGES = {
  parcelLast4: CLAIM_QUESTION.format,
  attest: 'Confirm that you own this home.',
} as const;

/** Verify the owner before a claim: the parcel number's last 4 digits and a statement of ownership. */
export function ClaimHomeModal({ address, open, onClose, onClaim }: { address: string; open: boolean; onClose: () => void; onClaim: (parcelLast4: string) => void }) {
  const [parcelLast4, setParcelLast4] = useState('');
  const [attest, setAttest] = useState(false);
  const [problem, setProblem] = useState<{ parcelLast4?: string; attest?: string }>({});

  useEffect(() => {
    if (!open) return;
    setParcelLast4('');
    setAttest(false);
    setProblem({});
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = parcelLast4.trim();
    const found = {
      ...(PARCEL_DIGITS_PATTERN.test(digits) ? {} : { parcelLast4: digits === '' ? CLAIM_QUESTION.required : CLAIM_FORM_MESSAGES.parcelLast4 }),
      ...(attest ? {} : { attest: CLAIM_FORM_MESSAGES.attest }),
    };
    setProblem(found);
    if (Object.keys(found).length === 0) onClaim(digits);
  };

  return (
    <Modal open={open} onClose={onClose} title="Verify that you own this home">
      <Form onSubmit={submit} noValidate aria-label="Verify the owner">
        <p>{address}</p>
        <p className="hint">{CLAIM_QUESTION.hint}</p>
        <TextField
          label={CLAIM_QUESTION.label}
          name="parcelLast4"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={parcelLast4}
          onChange={(e) => setParcelLast4(e.target.value)}
          error={problem.parcelLast4 ?? null}
        />
        <label className="attest">
          <input type="checkbox" checked={attest} onChange={(e) => setAttest(e.target.checked)} aria-describedby={problem.attest ? 'claim-attest-problem' : undefined} />I own or
          co-own this home.
        </label>
        {problem.attest ? (
          <p className="problem" id="claim-attest-problem">
            {problem.attest}
          </p>
        ) : null}
        <div className="actions">
          <Button type="submit">Claim this home</Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
