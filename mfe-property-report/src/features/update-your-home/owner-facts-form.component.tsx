import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, TextField, media } from '@homeworth/shared-lib';
import {
  CORRECTABLE_COMPONENTS,
  OWNER_FACT_LABELS,
  ownerFactsProblems,
  type HomeComponentKey,
  type OwnerFactsCorrection,
  formatDollars,
  type OwnerHomeFacts,
} from '@homeworth/shared-lib/domain';
import { YEAR_BUILT_MIN, latestYearBuilt, yearBuiltRange } from '@homeworth/shared-lib/domain/money-and-units';
import type { PropertyReportState } from '../../app/root';
import type { ReportFacts } from '../../shared/home-report.api';
import { Block } from '../../ui/report-ui';
import type { OwnerFactsView } from './owner-facts.api';
import { ownerFactsSubmitted } from './owner-facts.slice';

const FACTS = ['bedrooms', 'bathrooms', 'buildingArea', 'lotSize', 'yearBuilt'] as const;
type Field = (typeof FACTS)[number] | HomeComponentKey;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 0 16px;
  ${media.below('xs')} {
    grid-template-columns: 1fr 1fr;
    gap: 0 10px;
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;
const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.successTint};
  color: ${({ theme }) => theme.colors.secondary};
  &.error {
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.error};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
`;
const Record = styled.span`
  display: block;
  font-size: 0.8rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const History = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  li {
    padding: 10px 14px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  time {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const yearOf = (f: OwnerHomeFacts, key: HomeComponentKey) => f.componentYears[key] ?? f.yearBuilt;
function textsOf(f: OwnerHomeFacts): Record<Field, string> {
  return { ...Object.fromEntries(FACTS.map((k) => [k, String(f[k])])), ...Object.fromEntries(CORRECTABLE_COMPONENTS.map((c) => [c.key, String(yearOf(f, c.key))])) } as Record<
    Field,
    string
  >;
}
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const show = (fact: string, n: number) => (fact === 'buildingArea' || fact === 'lotSize' ? n.toLocaleString('en-US') : String(n));

/** The claimed owner's form: the home's facts and each part's install year, checked as the API checks them, and the history of changes. */
export function OwnerFactsForm({ view, report }: { view: OwnerFactsView; report: ReportFacts }) {
  const dispatch = useDispatch();
  const { saving, problem, outcome } = useSelector((s: PropertyReportState) => s.ownerFacts);
  const [texts, setTexts] = useState(() => textsOf(view.facts));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [nothing, setNothing] = useState(false);
  useEffect(() => setTexts(textsOf(view.facts)), [view.facts]);
  const reported = useMemo(() => new Set(view.ownerReported), [view.ownerReported]);
  const serverError = problem?.field ? { [problem.field]: problem.message } : {};
  const shown: Partial<Record<string, string>> = { ...serverError, ...errors };

  const submit = (change: OwnerFactsCorrection) => {
    dispatch(
      ownerFactsSubmitted({
        userPropertyId: view.userPropertyId,
        kukunId: view.kukunId,
        change,
        before: { value: report.summary.currentValue, score: report.summary.propertyScore },
      }),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNothing(false);
    const candidate: OwnerHomeFacts = {
      ...(Object.fromEntries(FACTS.map((k) => [k, number(texts[k])])) as Omit<OwnerHomeFacts, 'componentYears'>),
      componentYears: Object.fromEntries(CORRECTABLE_COMPONENTS.map((c) => [c.key, number(texts[c.key])])),
    };
    const found = ownerFactsProblems(candidate, new Date().getFullYear());
    setErrors(Object.fromEntries(found.map((p) => [p.field, p.message])));
    if (found.length > 0) {
      document.getElementById(`fact-${found[0]!.field}`)?.focus();
      return;
    }
    const change: OwnerFactsCorrection = {};
    for (const k of FACTS) if (candidate[k] !== view.facts[k]) change[k] = candidate[k];
    const years: Partial<Record<HomeComponentKey, number>> = {};
    for (const { key } of CORRECTABLE_COMPONENTS) if (candidate.componentYears[key] !== yearOf(view.facts, key)) years[key] = candidate.componentYears[key]!;
    if (Object.keys(years).length > 0) change.componentYears = years;
    if (Object.keys(change).length === 0) setNothing(true);
    else submit(change);
  };
  const resetAll = () => {
    const change: OwnerFactsCorrection = {};
    const years: Partial<Record<HomeComponentKey, null>> = {};
    for (const key of view.ownerReported) {
      if ((FACTS as readonly string[]).includes(key)) change[key as (typeof FACTS)[number]] = null;
      else years[key as HomeComponentKey] = null;
    }
    if (Object.keys(years).length > 0) change.componentYears = years;
    submit(change);
  };

  const field = (key: Field, label: string, step = 1) => (
    <TextField
      key={key}
      id={`fact-${key}`}
      type="number"
      inputMode="decimal"
      step={step}
      label={label}
      value={texts[key]}
      error={shown[key] ?? null}
      onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
      {...(key === 'yearBuilt' ? { min: YEAR_BUILT_MIN, max: latestYearBuilt() } : {})}
      {...(reported.has(key) && !shown[key] ? { 'aria-describedby': `record-${key}` } : {})}
    />
  );
  const recordNote = (key: Field, recordValue: number) =>
    reported.has(key) ? <Record id={`record-${key}`}>Owner-reported; the public record says {show(key, recordValue)}.</Record> : null;

  return (
    <>
      <Block aria-labelledby="owner-facts-title">
        <h2 id="owner-facts-title">Correct your home’s facts</h2>
        <p className="lead">
          As the verified owner you can correct what the public record says. The value, the condition score, the maintenance plan and the recommended projects follow your facts;
          the report marks them as owner-reported.
        </p>
        {outcome?.after ? (
          <Notice role="status" data-testid="facts-outcome">
            Saved. Estimated value: {formatDollars(outcome.before.value)} → <strong>{formatDollars(outcome.after.value)}</strong>. Condition score: {outcome.before.score} →{' '}
            <strong>{outcome.after.score}</strong> / 100.
          </Notice>
        ) : null}
        {problem && !problem.field ? (
          <Notice className="error" role="alert">
            {problem.message}
          </Notice>
        ) : null}
        {nothing ? <Notice role="status">Nothing changed: every fact is as it was.</Notice> : null}
        <form onSubmit={onSubmit} noValidate aria-label="Your home’s facts">
          <h3>The home</h3>
          <Grid>
            {FACTS.map((k) => (
              <div key={k}>
                {field(k, k === 'yearBuilt' ? `${OWNER_FACT_LABELS[k]!} (${yearBuiltRange()})` : OWNER_FACT_LABELS[k]!, k === 'bathrooms' ? 0.5 : 1)}
                {recordNote(k, view.record[k])}
              </div>
            ))}
          </Grid>
          <h3>Year each part was installed or last replaced</h3>
          <Grid>
            {CORRECTABLE_COMPONENTS.map((c) => (
              <div key={c.key}>
                {field(c.key, c.name)}
                {recordNote(c.key, yearOf(view.record, c.key))}
              </div>
            ))}
          </Grid>
          <Actions>
            <Button type="submit" loading={saving} disabled={saving}>
              Save my corrections
            </Button>
            {view.ownerReported.length > 0 ? (
              <Button type="button" variant="secondary" disabled={saving} onClick={resetAll}>
                Go back to the public record
              </Button>
            ) : null}
          </Actions>
        </form>
      </Block>
      <Block aria-labelledby="facts-history-title">
        <h2 id="facts-history-title">History of changes</h2>
        {view.history.length === 0 ? (
          <p>No corrections yet.</p>
        ) : (
          <History data-testid="facts-history">
            {view.history.map((h, i) => (
              <li key={`${h.changedAt}-${h.fact}-${i}`}>
                <time dateTime={h.changedAt}>{new Date(h.changedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>: {h.label}{' '}
                {show(h.fact, h.oldValue)} → {show(h.fact, h.newValue)}, by {h.changedBy}
              </li>
            ))}
          </History>
        )}
      </Block>
    </>
  );
}
