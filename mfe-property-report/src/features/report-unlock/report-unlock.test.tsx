import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { REPORT_SECTION_LEVEL, type LockableReportSection, type ReportAccessLevel, type ReportAccessReason } from '@homeworth/shared-lib/domain';
import { MockProviders, mockSignIn } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { SAMPLE_SUMMARY_FACTS } from '../../test/sample-report';
import * as reportApi from '../../shared/home-report.api';
import { reportLoaded, reportRequested } from '../../shared/home-report.slice';
import { ReportView } from '../../pages/report-view.component';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn() }));
jest.mock('../../shared/home-report.api');

const SECTIONS = Object.keys(REPORT_SECTION_LEVEL) as LockableReportSection[];
const lock = (section: LockableReportSection) => ({
  locked: true as const,
  requires: REPORT_SECTION_LEVEL[section],
  preview: { count: 4, years: 5, score: 71, componentCount: 9, projectNames: ['Kitchen'], scoreKinds: ['walk'] },
});

/** A report answer in which every lockable section came back locked, as the API sends it to a guest. */
function lockedAnswer(reason: ReportAccessReason, level: ReportAccessLevel = 'guest'): reportApi.ReportAnswer {
  const summary = { ...SAMPLE_SUMMARY_FACTS, address: '742 Evergreen Terrace', renovationHistory: 1, propertyItems: lock('propertyItems') };
  const sections = Object.fromEntries(SECTIONS.filter((s) => s !== 'propertyItems').map((s) => [s, lock(s)]));
  return {
    kukunId: 77,
    dataSource: { provider: 'sample', isSample: true },
    summary,
    ...sections,
    remodelCostLinks: [{ label: 'Kitchen', city: 'Austin', state: 'TX', zip: '78704', price: 412000, url: '/Kitchen-Renovation-Cost?city=Austin&state=TX&zip=78704&price=412000' }],
    access: { level, reason, userPropertyId: null, lockedSections: SECTIONS },
  } as unknown as reportApi.ReportAnswer;
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

async function renderReport(reason: ReportAccessReason, level: ReportAccessLevel = 'guest') {
  const remote = createRemoteStore(rootReducer, rootSagas);
  const answer = lockedAnswer(reason, level);
  remote.store.dispatch(reportRequested({ kind: 'property', kukunId: 77 }));
  remote.store.dispatch(reportLoaded(answer));
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={['/properties/77']}>
          <ReportView report={answer} />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  await settle();
  return remote;
}

describe('locked report sections and the unlock modals', () => {
  beforeEach(() => {
    jest.mocked(reportApi.fetchReport).mockResolvedValue(lockedAnswer('paid'));
    jest.mocked(reportApi.unlockReport).mockResolvedValue({ upgraded: true, limits: { addressRemainingCount: 2 } });
  });

  it('draws every locked block blurred with its preview and no table; the nav still finds each block', async () => {
    const remote = await renderReport('guest');
    for (const id of [
      'forecast',
      'property-condition',
      'permit-history',
      'comparable-home-values',
      'recent-sales',
      'history',
      'home-report',
      'recommended-projects',
      'maintenance',
      'home-improvement-loans',
    ]) {
      expect(document.getElementById(id)?.getAttribute('data-locked')).toBe('true');
    }
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getByText('4 permits on file for this home, with dates, work and contractors.')).toBeTruthy();
    expect(screen.getByTestId('hero-value').textContent).toBe('$412,000');
    // The remodel cost links lead into the free estimator: every tier sees them.
    expect(screen.getByRole('link', { name: 'Kitchen remodel cost' }).getAttribute('href')).toBe('/Kitchen-Renovation-Cost?city=Austin&state=TX&zip=78704&price=412000');
    remote.dispose();
  });

  it('Download PDF is offered with full access only; every other level gets the unlock call to action instead', async () => {
    // The module is automocked: the real URL helper.
    jest.mocked(reportApi.reportPdfUrl).mockImplementation(jest.requireActual<typeof reportApi>('../../shared/home-report.api').reportPdfUrl);
    for (const [reason, level] of [
      ['guest', 'guest'],
      ['free', 'saved'],
    ] as const) {
      const remote = await renderReport(reason, level);
      expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Unlock the full report' })).toBeTruthy();
      remote.dispose();
      cleanup();
    }
    const remote = await renderReport('paid', 'full');
    const link = screen.getByRole('link', { name: 'Download PDF' });
    expect(link.getAttribute('href')).toBe('/api/v1/property/properties/77/report.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Unlock the full report' })).toBeNull();
    remote.dispose();
  });

  it('a guest gets getFullAccess: create an account or sign in, coming back here', async () => {
    const remote = await renderReport('guest');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock the full report' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Get full access to this home' });
    expect(within(dialog).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/signup?referrer=%2F');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    remote.dispose();
  });

  it('an unverified user gets verifyEmailModalBlurred', async () => {
    mockSignIn({ userFirstName: 'Rowan' });
    const remote = await renderReport('unverified');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock permit history' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Verify your email to see more' })).toBeTruthy();
    remote.dispose();
  });

  it('with addresses left prePaidAddress uses one and loads the report again', async () => {
    jest.mocked(reportApi.fetchAddressRemaining).mockResolvedValue({ addressRemainingCount: 2, addressLimitBanner: false });
    const remote = await renderReport('not-in-homes');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock the full report' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Unlock this home' });
    expect(dialog.textContent).toContain('You have 2 addresses left');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 1 address' }));
    await settle();
    expect(reportApi.unlockReport).toHaveBeenCalledWith(77);
    expect(reportApi.fetchReport).toHaveBeenCalledWith({ kind: 'property', kukunId: 77 });
    expect(screen.queryByRole('dialog')).toBeNull();
    remote.dispose();
  });

  it('with no address left unlockData leads to the address bundles and back', async () => {
    jest.mocked(reportApi.fetchAddressRemaining).mockResolvedValue({ addressRemainingCount: 0, addressLimitBanner: false });
    const remote = await renderReport('free');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock the full report' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Unlock this home’s data' });
    expect(within(dialog).getByRole('link', { name: 'See address bundles' }).getAttribute('href')).toBe('/pricing-options?referrer=%2F&home=77');
    remote.dispose();
  });

  it('out of addresses after buying bundles, newAddressOrContactUs offers both a new address and contact us', async () => {
    jest.mocked(reportApi.fetchAddressRemaining).mockResolvedValue({ addressRemainingCount: 0, addressLimitBanner: true });
    const remote = await renderReport('saved');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock the full report' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Add a new address or talk to us' });
    expect(within(dialog).getByRole('link', { name: 'Buy a new address' }).getAttribute('href')).toBe('/pricing-options?referrer=%2F&home=77');
    expect(within(dialog).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    remote.dispose();
  });

  it('the help widget (cordLessMediaWidget) opens from the keyboard and replaces any other dialog', async () => {
    const remote = await renderReport('guest');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock the full report' }));
    await settle();
    remote.store.dispatch({ type: 'reportUnlock/unlockModalOpened', payload: { modal: 'cordLessMediaWidget' } });
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'How this report works' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    remote.dispose();
  });

  it('socialShare shows the report link to copy and share links carrying it', async () => {
    const remote = await renderReport('guest');
    fireEvent.click(screen.getByRole('button', { name: 'Share this report' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Share this home report' });
    const url = `${window.location.origin}${window.location.pathname}`;
    expect((within(dialog).getByLabelText('Link to this report') as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(within(dialog).getByRole('link', { name: 'Email' }).getAttribute('href')).toContain(encodeURIComponent(url));
    remote.dispose();
  });
});
