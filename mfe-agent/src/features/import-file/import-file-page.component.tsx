import { useEffect, useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, isAgentRole, Card } from '@homeworth/shared-lib';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_FILE_MESSAGES,
  IMPORT_MAX_BYTES,
  IMPORT_ROW_PROBLEMS,
  type ImportMapping,
  type ImportRowResult,
  formatPhone,
} from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { importReportUrl } from './import-file.api';
import { backToMapping, cancelRequested, confirmRequested, fileChosen, importFailed, importReset, mappingApplied } from './import-file.slice';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

/** Rows shown per page of the preview. */
const PREVIEW_PAGE = 50;

const Panel = styled(Card)`
  margin: 16px 0 0;
  h2 {
    font-size: 1.25rem;
  }
  input[type='file'] {
    font: inherit;
    max-width: 100%;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px 16px;
  margin-bottom: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;

const Alert = styled.p`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: 12px;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const Problems = styled.span<{ $bad: boolean }>`
  color: ${({ $bad, theme }) => ($bad ? theme.colors.error : theme.colors.secondary)};
  font-weight: 600;
`;

const columns: StackedTableColumn<ImportRowResult>[] = [
  { label: 'Row', cell: (r) => r.row, numeric: true },
  { label: 'Name', cell: (r) => `${r.firstName} ${r.lastName}`.trim() || '(none)', rowHeader: true },
  { label: 'Email', cell: (r) => r.emailAddress || '-' },
  { label: 'Phone', cell: (r) => (r.phoneNumber ? formatPhone(r.phoneNumber) : '-') },
  { label: 'Address', cell: (r) => [r.address, r.city, `${r.state} ${r.zipCode}`.trim()].filter(Boolean).join(', ') || '-' },
  {
    label: 'Result',
    cell: (r) => <Problems $bad={r.problems.length > 0}>{r.problems.length > 0 ? r.problems.map((p) => IMPORT_ROW_PROBLEMS[p]).join('; ') : 'Ready'}</Problems>,
  },
];

function FileStep() {
  const dispatch = useDispatch();
  const busy = useSelector((s: AgentState) => s.importFile.busy);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    // The API refuses it too; saying so before sending 5 MB saves the wait.
    if (file.size > IMPORT_MAX_BYTES) dispatch(importFailed({ message: IMPORT_FILE_MESSAGES.tooLarge }));
    else dispatch(fileChosen(file));
    e.target.value = '';
  };
  return (
    <Panel aria-labelledby="import-file-step">
      <h2 id="import-file-step">1. Choose a contacts file</h2>
      <p>
        A CSV or Excel (.xlsx) file with a header row, or a vCard (.vcf) file. Exports from Google Contacts and Outlook work as they are. At most 10,000 contacts and 5 MB per file.
      </p>
      <label htmlFor="import-file-input">Contacts file</label>
      <div>
        <input id="import-file-input" type="file" accept=".csv,.xlsx,.vcf,text/csv,text/vcard" onChange={choose} disabled={busy} />
      </div>
      {busy ? <p role="status">Reading the file…</p> : null}
    </Panel>
  );
}

function MappingStep() {
  const dispatch = useDispatch();
  const { current, busy } = useSelector((s: AgentState) => s.importFile);
  const [mapping, setMapping] = useState<ImportMapping>(current!.mapping);
  useEffect(() => setMapping(current!.mapping), [current]);
  const set = (field: keyof ImportMapping, value: string) => setMapping((m) => ({ ...m, [field]: value === '' ? null : Number(value) }));
  return (
    <Panel aria-labelledby="import-mapping-step">
      <h2 id="import-mapping-step">2. Check which column holds what</h2>
      <p>
        {current!.fileName}: {countOf(current!.rowCount, 'contact')}. The columns were matched by their names; correct any that are wrong.
      </p>
      <Grid>
        {IMPORT_FIELDS.map((field) => (
          <label key={field}>
            {IMPORT_FIELD_LABELS[field]}
            <select value={mapping[field] ?? ''} onChange={(e) => set(field, e.target.value)}>
              <option value="">Not in the file</option>
              {current!.headers.map((header, i) => (
                <option key={`${i}-${header}`} value={i}>
                  {header || `Column ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </Grid>
      <Actions>
        <Button loading={busy} onClick={() => dispatch(mappingApplied(mapping))}>
          Check every row
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => dispatch(cancelRequested())}>
          Cancel import
        </Button>
      </Actions>
    </Panel>
  );
}

function PreviewStep() {
  const dispatch = useDispatch();
  const { current, busy, limitReached } = useSelector((s: AgentState) => s.importFile);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const rows = current!.rows.filter((r) => !onlyProblems || r.problems.length > 0);
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE));
  const shown = rows.slice(page * PREVIEW_PAGE, (page + 1) * PREVIEW_PAGE);
  return (
    <Panel aria-labelledby="import-preview-step">
      <h2 id="import-preview-step">3. Check the preview</h2>
      <p role="status">
        {countOf(current!.goodRows, 'contact')} ready to import; {countOf(current!.badRows, 'row')} {current!.badRows === 1 ? 'needs' : 'need'} attention and will not be imported.
      </p>
      {limitReached ? (
        <p>
          <Link to="/agent/payment-wall?reason=client-limit">Upgrade to Agent/Broker PRO</Link> to import them all, or import a smaller file.
        </p>
      ) : null}
      <Actions>
        <label>
          <input
            type="checkbox"
            checked={onlyProblems}
            onChange={(e) => {
              setOnlyProblems(e.target.checked);
              setPage(0);
            }}
          />{' '}
          Only rows that need attention
        </label>
      </Actions>
      <StackedTable
        caption={`Rows ${page * PREVIEW_PAGE + 1}-${page * PREVIEW_PAGE + shown.length} of ${rows.length}`}
        columns={columns}
        rows={shown}
        rowKey={(r) => String(r.row)}
      />
      {pages > 1 ? (
        <Actions aria-label="Preview pages">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous rows
          </Button>
          <Button variant="secondary" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
            Next rows
          </Button>
        </Actions>
      ) : null}
      <Actions>
        <Button loading={busy} disabled={current!.goodRows === 0} onClick={() => dispatch(confirmRequested())}>
          Import {countOf(current!.goodRows, 'contact')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => dispatch(backToMapping())}>
          Change the column matching
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => dispatch(cancelRequested())}>
          Cancel import
        </Button>
        <a href={importReportUrl(current!.id)} download>
          Download the report (CSV)
        </a>
      </Actions>
    </Panel>
  );
}

function DoneStep() {
  const dispatch = useDispatch();
  const { current, wentLive } = useSelector((s: AgentState) => s.importFile);
  return (
    <Panel aria-labelledby="import-done-step">
      <h2 id="import-done-step">Imported</h2>
      <p role="status">
        {countOf(wentLive, 'contact')} {wentLive === 1 ? 'is' : 'are'} now your clients; those with an email are invited to Homeworth. {countOf(current!.badRows, 'row')}{' '}
        {current!.badRows === 1 ? 'was' : 'were'} not imported.
      </p>
      <Actions>
        <a href={importReportUrl(current!.id)} download>
          Download the report (CSV)
        </a>
        <Link to="/agent/list-manager">Go to your contacts</Link>
        <Button variant="secondary" onClick={() => dispatch(importReset())}>
          Import another file
        </Button>
      </Actions>
    </Panel>
  );
}

/** `/agent/import-file`: import contacts from a CSV, XLSX or vCard file: file, column matching, preview of every row, confirm, report. */
export function ImportFilePage() {
  const session = useSelector((s: AgentState) => s.session.current);
  const { step, error } = useSelector((s: AgentState) => s.importFile);
  if (session === null) return <AgentPage aria-busy="true" />;
  if (!session.user || !isAgentRole(session.role)) {
    return (
      <AgentPage>
        <h1>Import contacts</h1>
        <p>Importing contacts is for agent and broker accounts.</p>
        {session.user ? <Link to="/dashboard">Go to your home dashboard</Link> : <Link to="/login?referrer=/agent/import-file">Sign in</Link>}
      </AgentPage>
    );
  }
  return (
    <AgentPage>
      <h1>Import contacts</h1>
      <p>
        Bring your sphere into Homeworth: nothing becomes a client until you confirm the preview. <Link to="/agent/list-manager">Back to contacts</Link>
      </p>
      {error ? <Alert role="alert">{error}</Alert> : null}
      {step === 'file' ? <FileStep /> : step === 'mapping' ? <MappingStep /> : step === 'preview' ? <PreviewStep /> : <DoneStep />}
    </AgentPage>
  );
}
