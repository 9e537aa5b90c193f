import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Modal, TextField } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../../app/root';
import { Block, Stats } from '../../ui/report-ui';
import { equityModalClosed, equityModalOpened, equityRequested, equitySaved } from './home-equity.slice';
import { formatDollars } from '@homeworth/shared-lib/domain';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/** Whole dollars from what the user typed ("$450,000" and "450000" alike); NaN when it is not a whole amount. */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function AmountModal({
  title,
  label,
  intro,
  initial,
  allowEmpty,
  onSave,
}: {
  title: string;
  label: string;
  intro: string;
  initial: number | null;
  allowEmpty: boolean;
  onSave: (value: number | null) => void;
}) {
  const dispatch = useDispatch();
  const { saving, error } = useSelector((s: PropertyReportState) => s.homeEquity);
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allowEmpty && text.trim() === '') return onSave(null);
    const value = parseDollars(text);
    if (!Number.isFinite(value)) return setProblem('Enter an amount in whole dollars, for example 250000.');
    setProblem(null);
    onSave(value);
  };
  const formId = `${title.replace(/\W+/g, '-').toLowerCase()}-form`;
  return (
    <Modal
      open
      onClose={() => dispatch(equityModalClosed())}
      title={title}
      actions={
        <>
          <Button type="submit" form={formId} disabled={saving}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => dispatch(equityModalClosed())}>
            Cancel
          </Button>
        </>
      }
    >
      <p>{intro}</p>
      <form id={formId} onSubmit={submit} noValidate>
        <TextField label={label} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} error={problem ?? error} />
      </form>
    </Modal>
  );
}

/**
 * The equity of a home in the user's homes: value (the report's, or the owner's own from
 * homeValueUpdate) minus the mortgage balance (mortgageBalance), stored per home by the API.
 */
export function HomeEquityBlock({ userPropertyId }: { userPropertyId: number }) {
  const dispatch = useDispatch();
  const { equity, modal } = useSelector((s: PropertyReportState) => s.homeEquity);
  useEffect(() => {
    dispatch(equityRequested(userPropertyId));
  }, [dispatch, userPropertyId]);
  if (!equity || equity.userPropertyId !== userPropertyId) return null;
  return (
    <Block id="home-equity" aria-labelledby="home-equity-title">
      <h2 id="home-equity-title">Your equity</h2>
      <p className="lead">What the home is worth minus what is left on the mortgage. Only you see these figures.</p>
      <Stats>
        <div>
          <dt>Home value{equity.ownerValue === null ? ' (our estimate)' : ' (yours)'}</dt>
          <dd data-testid="equity-home-value">{formatDollars(equity.homeValue)}</dd>
        </div>
        <div>
          <dt>Mortgage balance</dt>
          <dd data-testid="equity-mortgage">{equity.mortgageBalance === null ? 'Not given' : formatDollars(equity.mortgageBalance)}</dd>
        </div>
        <div>
          <dt>Equity</dt>
          <dd data-testid="equity-amount">{equity.equity === null ? 'Add your mortgage balance' : formatDollars(equity.equity)}</dd>
        </div>
      </Stats>
      <Actions>
        <Button variant="secondary" onClick={() => dispatch(equityModalOpened('homeValueUpdate'))}>
          Update home value
        </Button>
        <Button variant="secondary" onClick={() => dispatch(equityModalOpened('mortgageBalance'))}>
          Update mortgage balance
        </Button>
      </Actions>
      {modal === 'homeValueUpdate' ? (
        <AmountModal
          title="Update your home value"
          label="Your home value in dollars"
          intro={`Our estimate is ${formatDollars(equity.reportValue)}. If you know better (a recent appraisal or offer), enter it; leave it empty to use ours.`}
          initial={equity.ownerValue}
          allowEmpty
          onSave={(ownerValue) => dispatch(equitySaved({ kind: 'homeValue', ownerValue }))}
        />
      ) : null}
      {modal === 'mortgageBalance' ? (
        <AmountModal
          title="Your mortgage balance"
          label="Mortgage balance in dollars"
          intro="What is left to pay on the mortgage (0 when it is paid off). It is kept with your home and used only for your equity."
          initial={equity.mortgageBalance}
          allowEmpty={false}
          onSave={(value) => dispatch(equitySaved({ kind: 'mortgageBalance', mortgageBalance: value ?? 0 }))}
        />
      ) : null}
    </Block>
  );
}
