import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { navigateTo, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, SmallPrint } from '../../ui/contractor-ui';
import { ContractorNav } from './contractor-nav.component';
import { leadsRequested } from './own-profile.slice';

const LeadText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** `/contractor/leads`: the messages homeowners sent through the profile's contact form, newest first. */
export function LeadsPage() {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const { profile, leads, error, noCompany } = useSelector((s: AccountState) => s.ownProfile);

  useEffect(() => {
    if (!isLoggedIn) navigateTo('/login?referrer=/contractor/leads', { replace: true });
    else dispatch(leadsRequested());
  }, [dispatch, isLoggedIn]);
  useEffect(() => {
    if (noCompany) navigateTo('/login/new-contractor', { replace: true });
  }, [noCompany]);

  return (
    <ContractorPage>
      <h1>Leads</h1>
      {profile ? <ContractorNav kukunUrl={profile.kukunUrl} /> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      {leads === null ? (
        <div aria-busy="true" style={{ minHeight: '40vh' }} />
      ) : leads.length === 0 ? (
        <Card>
          <p>No messages yet. Homeowners write to you through the contact form on your public profile.</p>
        </Card>
      ) : (
        leads.map((lead) => (
          <Card key={lead.leadId} aria-labelledby={`lead-${lead.leadId}`}>
            <h2 id={`lead-${lead.leadId}`}>
              {lead.name}, ZIP {lead.zipCode}
            </h2>
            <LeadText>{lead.message}</LeadText>
            <p>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
              {lead.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
                </>
              ) : null}
            </p>
            <SmallPrint>Received {new Date(lead.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</SmallPrint>
          </Card>
        ))
      )}
      {profile ? (
        <SmallPrint>{profile.leadEmails ? 'Each new message is also emailed to you.' : 'Lead emails are off; turn them on when you edit your profile.'}</SmallPrint>
      ) : null}
    </ContractorPage>
  );
}
