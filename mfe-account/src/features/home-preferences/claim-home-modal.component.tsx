import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, TextField } from '@homeworth/shared-lib';

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

/** The bedroom count is the owner's knowledge check; the API compares it with the home's record. */
export const CLAIM_FORM_MESSAGES = {
  bedrooms: 'Enter the number of bedrooms, from 0 to 50.',
  attest: 'Confirm that you own this home.',
} as const;

/** Verify the owner before a claim: the bedroom count and a statement of ownership. */
export function ClaimHomeModal({ address, open, onClose, onClaim }: { address: string; open: boolean; onClose: () => void; onClaim: (bedrooms: number) => void }) {
  const [bedrooms, setBedrooms] = useState('');
  const [attest, setAttest] = useState(false);
  const [problem, setProblem] = useState<{ bedrooms?: string; attest?: string }>({});

  useEffect(() => {
    if (!open) return;
    setBedrooms('');
    setAttest(false);
    setProblem({});
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(bedrooms);
    const found = {
      ...(bedrooms.trim() === '' || !Number.isInteger(count) || count < 0 || count > 50 ? { bedrooms: CLAIM_FORM_MESSAGES.bedrooms } : {}),
      ...(attest ? {} : { attest: CLAIM_FORM_MESSAGES.attest }),
    };
    setProblem(found);
    if (Object.keys(found).length === 0) onClaim(count);
  };

  return (
    <Modal open={open} onClose={onClose} title="Verify that you own this home">
      <Form onSubmit={submit} noValidate aria-label="Verify the owner">
        <p>{address}</p>
        <TextField label="How many bedrooms does this home have?" name="bedrooms" type="number" inputMode="numeric" min={0} max={50} value={bedrooms} onChange={(e) => setBedrooms(e.target.value)} error={problem.bedrooms ?? null} />
        <label className="attest">
          <input type="checkbox" checked={attest} onChange={(e) => setAttest(e.target.checked)} aria-describedby={problem.attest ? 'claim-attest-problem' : undefined} />
          I own or co-own this home.
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
