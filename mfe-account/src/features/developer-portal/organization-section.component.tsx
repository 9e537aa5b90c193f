import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, TextField } from '@homeworth/shared-lib';
import { formatPrice } from '@homeworth/shared-lib/domain';
import { Card, CardGrid, SmallPrint } from '../../ui/contractor-ui';
import { PLAN_SUMMARIES, TRIAL_PLAN } from './data-products';
import type { DataPlanId, DeveloperOrganization } from './developer-portal.api';
import { organizationRequested, planChosen, usePortalState } from './developer-portal.slice';

const Figures = styled.ul`
  margin: 0 0 16px;
  padding-left: 20px;
`;

const count = (n: number) => n.toLocaleString('en-US');
/** The reset date, as the quota counts months (UTC). */
export const resetDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The first step: name the organisation, which starts on the free trial. */
export function CreateOrganization() {
  const dispatch = useDispatch();
  const { busy } = usePortalState('busy');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give your organization a name.');
    setProblem(null);
    dispatch(organizationRequested(name.trim()));
  };
  return (
    <Card aria-labelledby="create-organization-heading">
      <h2 id="create-organization-heading">Create your organization</h2>
      <p>
        Keys, usage and the widget belong to your organization. It starts on the free trial: {count(TRIAL_PLAN.callsPerMonth)} calls a month, {TRIAL_PLAN.requestsPerSecond}{' '}
        requests a second.
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Organization name"
          name="organizationName"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problem}
          maxLength={120}
          autoComplete="organization"
        />
        <Button type="submit" loading={busy === 'organization'}>
          Create organization
        </Button>
      </form>
    </Card>
  );
}

function Plans({ organization }: { organization: DeveloperOrganization }) {
  const dispatch = useDispatch();
  const { busy } = usePortalState('busy');
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans</h2>
      <CardGrid>
        {organization.plans.map((plan) => (
          <Card key={plan.id} aria-labelledby={`plan-${plan.id}`}>
            <h3 id={`plan-${plan.id}`}>{plan.displayName}</h3>
            <p>{PLAN_SUMMARIES[plan.id]}</p>
            <Figures>
              <li>{plan.priceCents === 0 ? 'Free' : `${formatPrice(plan.priceCents)} a month`}</li>
              <li>{count(plan.monthlyQuota)} successful calls a month</li>
              <li>{plan.requestsPerSecond} requests a second per key</li>
            </Figures>
            {plan.id === organization.plan ? (
              <p>
                <strong>Your plan</strong>
              </p>
            ) : plan.id === 'trial' ? null : (
              <Button type="button" loading={busy === 'plan'} onClick={() => dispatch(planChosen(plan.id as Exclude<DataPlanId, 'trial'>))}>
                Buy {plan.displayName}
              </Button>
            )}
          </Card>
        ))}
      </CardGrid>
      <SmallPrint>Plans are paid through our secure checkout; you come back here with your receipt.</SmallPrint>
    </section>
  );
}

/** `/developers`: the organisation, its plan and quota, and the plans to buy. */
export function OrganizationSection({ organization }: { organization: DeveloperOrganization }) {
  const plan = organization.plans.find((p) => p.id === organization.plan);
  const { limit, used, resetsAt } = organization.quota;
  return (
    <>
      <Card aria-labelledby="organization-heading">
        <h2 id="organization-heading">{organization.name}</h2>
        <dl>
          <dt>Plan</dt>
          <dd>{plan?.displayName ?? organization.plan}</dd>
          <dt>Calls this month</dt>
          <dd>
            {count(used)} of {count(limit)}
          </dd>
          <dt>Calls left</dt>
          <dd data-testid="quota-left">{count(Math.max(0, limit - used))}</dd>
          <dt>Quota resets</dt>
          <dd>{resetDay(resetsAt)}</dd>
          <dt>Rate limit</dt>
          <dd>{organization.rateLimit.requestsPerSecond} requests a second per key</dd>
        </dl>
        <p>
          Next: <Link to="/developers/keys">create a key</Link>, then <Link to="/developers/docs">make your first call</Link>.
        </p>
      </Card>
      <Plans organization={organization} />
    </>
  );
}
