import { act, screen, within } from '@testing-library/react';
import { mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { ROLE_IDS } from '@homeworth/shared-lib';
import type { ImportRowResult, ImportSummary } from '@homeworth/shared-lib/domain';
import { renderAgentPage } from '../../test/render-agent-page';
import { ImportFilePage } from './import-file-page.component';
import { importFailed, importLoaded } from './import-file.slice';

const row = (n: number, problems: ImportRowResult['problems'] = []): ImportRowResult => ({
  row: n,
  firstName: `Person${n}`,
  lastName: 'Lee',
  emailAddress: `p${n}@example.com`,
  phoneNumber: '5125550142',
  address: `${n} Main Street`,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  problems,
  clientId: problems.length ? null : n,
});

const summary = (overrides: Partial<ImportSummary> = {}): ImportSummary => ({
  id: 7,
  fileName: 'contacts.csv',
  fileKind: 'csv',
  headers: ['First Name', 'Last Name', 'E-mail Address'],
  mapping: { firstName: 0, lastName: 1, fullName: null, emailAddress: 2, phoneNumber: null, address: null, city: null, state: null, zipCode: null, notes: null },
  status: 'previewed',
  rowCount: 3,
  rows: [row(1), row(2, ['badEmail']), row(3, ['duplicateInFile', 'noValidAddress'])],
  goodRows: 1,
  badRows: 2,
  ...overrides,
});

describe('ImportFilePage (/agent/import-file)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks a guest to sign in', async () => {
    mockSignOut();
    const remote = await renderAgentPage(<ImportFilePage />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?referrer=/agent/import-file');
    remote.dispose();
  });

  it('shows the matched columns for the agent to correct', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderAgentPage(<ImportFilePage />);
    expect(screen.getByLabelText('Contacts file', { selector: 'input' })).toBeTruthy();
    act(() => {
      remote.store.dispatch(importLoaded({ summary: summary({ status: 'uploaded', rows: [] }), step: 'mapping' }));
    });
    expect((screen.getByLabelText(/^Email/) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText(/^Phone/) as HTMLSelectElement).value).toBe('');
    remote.dispose();
  });

  it('explains every row that will not be imported and offers the report', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderAgentPage(<ImportFilePage />);
    act(() => {
      remote.store.dispatch(importLoaded({ summary: summary(), step: 'preview' }));
    });
    expect(screen.getByText('1 contact ready to import; 2 rows need attention and will not be imported.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Email is not valid')).toBeTruthy();
    expect(within(table).getByText(/Duplicate of an earlier row in this file; No valid address/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1 contact' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Download the report (CSV)' })[0]!.getAttribute('href')).toBe('/api/v1/agent/imports/7/report.csv');
    act(() => {
      remote.store.dispatch(importFailed({ message: 'You have reached the free plan limit of live clients.', limitReached: true }));
    });
    expect(screen.getByRole('alert').textContent).toContain('free plan limit');
    expect(screen.getByRole('link', { name: 'Upgrade to Agent/Broker PRO' }).getAttribute('href')).toBe('/agent/payment-wall?reason=client-limit');
    remote.dispose();
  });

  it('counts one contact and one row in the singular', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderAgentPage(<ImportFilePage />);
    act(() => {
      remote.store.dispatch(importLoaded({ summary: summary({ rowCount: 1, badRows: 1, goodRows: 0, status: 'uploaded', rows: [] }), step: 'mapping' }));
    });
    expect(screen.getByText(/contacts\.csv: 1 contact\./)).toBeTruthy();
    act(() => {
      remote.store.dispatch(importLoaded({ summary: summary({ badRows: 1 }), step: 'done' }));
    });
    expect(screen.getByRole('status').textContent).toContain('1 row was not imported.');
    remote.dispose();
  });
});
