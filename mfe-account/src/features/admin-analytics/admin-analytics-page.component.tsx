import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled, { useTheme } from 'styled-components';
import { navigateTo, useSession } from '@homeworth/shared-lib';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import type { AccountState } from '../../app/root-reducer';
import { AdminNav } from '../../ui/admin-nav.component';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, FieldLabel, Select, SmallPrint } from '../../ui/contractor-ui';
import { FUNNEL_PERIODS, type OnboardingFunnel } from './admin-analytics.api';
import { funnelRequested } from './admin-analytics.slice';

/** The funnel page's own path (under the account area's /user/*). */
export const ADMIN_ANALYTICS_PATH = '/user/admin/analytics';

type FunnelStep = OnboardingFunnel['steps'][number];

/** Each step of the spec's onboarding funnel in words. */
const STEP_WORDS: Record<FunnelStep['step'], string> = {
  trigger: 'Trigger: searched an address',
  entry: 'Entry: opened a home report',
  starts: 'Starts: began on their home',
  browsing: 'Browsing: read report sections',
  'value-update': 'Value updates: corrected facts',
  authentication: 'Authentication: signed in or up',
};

const PART_WORDS: Record<OnboardingFunnel['valueUpdates'][number]['part'], string> = {
  major: 'Size, age or rooms',
  bath: 'Bathrooms',
  'house-parts': 'House parts (install years)',
  extras: 'Extras (lot)',
};

const share = (step: FunnelStep) => (step.shareOfFirst === null ? '—' : `${step.shareOfFirst}%`);

const COLUMNS: readonly StackedTableColumn<FunnelStep>[] = [
  { label: 'Step', rowHeader: true, cell: (row) => STEP_WORDS[row.step] },
  { label: 'Visitors', numeric: true, cell: (row) => row.visitors.toLocaleString('en-US') },
  { label: 'Of the first step', numeric: true, cell: share },
  { label: 'Events', numeric: true, cell: (row) => row.events.toLocaleString('en-US') },
];

const Chart = styled.svg`
  width: 100%;
  height: auto;
  margin: 8px 0 16px;
  text {
    font-size: 13px;
    fill: ${({ theme }) => theme.colors.text};
  }
`;

const BAR_HEIGHT = 28;
const GAP = 12;

/** Horizontal bars, one per step, as wide as its share of the first step's visitors. */
function FunnelChart({ funnel }: { funnel: OnboardingFunnel }) {
  const theme = useTheme();
  const most = Math.max(1, ...funnel.steps.map((s) => s.visitors));
  const height = funnel.steps.length * (BAR_HEIGHT + GAP + 18);
  const summary = funnel.steps.map((s) => `${STEP_WORDS[s.step]}: ${s.visitors} visitors`).join('; ');
  return (
    <Chart viewBox={`0 0 600 ${height}`} role="img" aria-label={`Onboarding funnel. ${summary}.`}>
      {funnel.steps.map((s, i) => {
        const y = i * (BAR_HEIGHT + GAP + 18);
        const width = Math.max(2, Math.round((s.visitors / most) * 440));
        return (
          <g key={s.step}>
            <text x={0} y={y + 13}>
              {STEP_WORDS[s.step]}
            </text>
            <rect x={0} y={y + 18} width={width} height={BAR_HEIGHT} rx={4} fill={theme.chart.labour} />
            <text x={width + 8} y={y + 18 + BAR_HEIGHT / 2 + 5}>
              {s.visitors.toLocaleString('en-US')} ({share(s)})
            </text>
          </g>
        );
      })}
    </Chart>
  );
}

/** `/user/admin/analytics`: for admins, the onboarding funnel of the visitors who agreed to analytics. */
export function AdminAnalyticsPage() {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const { days, funnel, forbidden, twoStepMissing, error } = useSelector((s: AccountState) => s.adminAnalytics);

  useEffect(() => {
    if (!isLoggedIn) navigateTo(`/login?referrer=${ADMIN_ANALYTICS_PATH}`, { replace: true });
    else dispatch(funnelRequested(30));
  }, [dispatch, isLoggedIn]);

  return (
    <ContractorPage>
      <AdminNav />
      <h1>Onboarding funnel</h1>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {twoStepMissing ? <Link to="/user/edit-profile#two-step-nav">Set up two-step sign-in in your profile</Link> : null}
      {forbidden ? null : (
        <Card aria-labelledby="funnel-heading">
          <h2 id="funnel-heading">Visitors at each step</h2>
          <FieldLabel>
            Period
            <Select value={days} onChange={(e) => dispatch(funnelRequested(Number(e.target.value)))}>
              {FUNNEL_PERIODS.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </Select>
          </FieldLabel>
          {funnel === null ? (
            <div aria-busy="true" style={{ minHeight: '30vh' }} />
          ) : (
            <>
              <p data-testid="funnel-visitors">
                {funnel.visitors.toLocaleString('en-US')} consenting {funnel.visitors === 1 ? 'visitor' : 'visitors'} from{' '}
                {new Date(funnel.from).toLocaleDateString('en-US', { dateStyle: 'medium' })} to {new Date(funnel.to).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
              </p>
              <FunnelChart funnel={funnel} />
              <StackedTable caption="Onboarding funnel by step" columns={COLUMNS} rows={funnel.steps} rowKey={(row) => row.step} />
              <h3>Value updates by part</h3>
              <ul aria-label="Value updates by part">
                {funnel.valueUpdates.map((u) => (
                  <li key={u.part}>
                    {PART_WORDS[u.part]}: {u.visitors.toLocaleString('en-US')} {u.visitors === 1 ? 'visitor' : 'visitors'}
                  </li>
                ))}
              </ul>
              <SmallPrint>
                Counted first party, only for visitors who chose Allow; browsers that send Do-Not-Track or Global Privacy Control are never counted. A visitor is a random id kept
                in their consent cookie.
              </SmallPrint>
            </>
          )}
        </Card>
      )}
    </ContractorPage>
  );
}
