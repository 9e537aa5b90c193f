import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media, useSession } from '@homeworth/shared-lib';
import { US_STATES, formatDollars } from '@homeworth/shared-lib/domain';
import { AccountNotFoundPage } from '../../app/account-not-found.component';
import type { AccountState } from '../../app/root';
import { DEFAULT_AVATAR } from '../../ui/default-avatar';
import { AuthCard } from '../../ui/auth-card.component';
import type { ContractorProfile } from '../../shared/contractor-profile.api';
import { contractorProfileRequested } from './contractor-profile.slice';
import { ownProfilePathRequested } from './contractor-claim.slice';
import { ContactForm } from './contact-form.component';
import { Card, CardGrid, ContractorPage, SampleBadge, SmallPrint } from '../../ui/contractor-ui';
import { PermitsSection } from './permits-section.component';

const Hero = styled.header`
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadow};
  img {
    width: 120px;
    height: 120px;
    border-radius: 12px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
    flex: none;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.below('xs')} {
    flex-direction: column;
    text-align: center;
    padding: 24px 16px;
  }
`;

const Busy = styled.div`
  min-height: 60vh;
`;

const Photos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
  }
`;

const Costs = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: 6px;
  }
`;

const memberSince = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

function serviceAreaText(area: ContractorProfile['serviceArea']): string {
  const parts = [];
  if (area.radiusMiles) parts.push(`within ${area.radiusMiles} miles of ${area.city}, ${area.state} ${area.zipCode}`);
  else if (area.zipCode) parts.push(`${area.city}, ${area.state} ${area.zipCode}`);
  if (area.zipCodes.length > 0) parts.push(`ZIP codes ${area.zipCodes.join(', ')}`);
  return parts.join('; ') || 'Not given yet';
}

/** `/contractor/profile/{kukunUrl}`: a contractor's public profile, readable by anyone. */
export function ContractorProfilePage() {
  const { kukunUrl = '' } = useParams();
  const dispatch = useDispatch();
  const session = useSession();
  const { profile, loading, notFound, error } = useSelector((s: AccountState) => s.contractorProfile);
  const [imageFailed, setImageFailed] = useState(false);

  useEffect(() => {
    dispatch(contractorProfileRequested(kukunUrl));
  }, [dispatch, kukunUrl]);

  if (notFound) return <AccountNotFoundPage />;
  if (error) {
    return (
      <AuthCard title="Contractor profile" lead={error}>
        <Button type="button" onClick={() => dispatch(contractorProfileRequested(kukunUrl))}>
          Try again
        </Button>
      </AuthCard>
    );
  }
  if (loading || !profile) return <Busy aria-busy="true" />;

  const image = !imageFailed && profile.companyContact.companyProfileImage ? profile.companyContact.companyProfileImage : DEFAULT_AVATAR;
  const area = profile.serviceArea;
  return (
    <ContractorPage as="article" aria-labelledby="contractor-name">
      <Hero>
        <img src={image} alt={`${profile.companyName} logo`} onError={() => setImageFailed(true)} />
        <div>
          <h1 id="contractor-name">{profile.companyName}</h1>
          {profile.businessTypes.length > 0 ? <p>{profile.businessTypes.map((t) => t.label).join(' · ')}</p> : null}
          {area.city ? (
            <p>
              {area.city}, {US_STATES[area.state] ?? area.state}
            </p>
          ) : null}
          {profile.claimed ? (
            <p>On Homeworth since {memberSince(profile.memberSince)}</p>
          ) : (
            <p>
              <SampleBadge>Sample data</SampleBadge> Known from building permits; not claimed yet.
            </p>
          )}
          {profile.companyContact.businessPhone ? (
            <p>
              Business phone: <a href={`tel:${profile.companyContact.businessPhone.replace(/[^\d+]/g, '')}`}>{profile.companyContact.businessPhone}</a>
            </p>
          ) : null}
        </div>
      </Hero>
      <CardGrid>
        <Card aria-labelledby="contractor-about">
          <h2 id="contractor-about">About</h2>
          {profile.description ? <p>{profile.description}</p> : null}
          <dl>
            <dt>License</dt>
            <dd>{profile.license.number ? `${profile.license.number}${profile.license.state ? ` (${profile.license.state})` : ''}` : 'Not given'}</dd>
            <dt>Insurance</dt>
            <dd>{profile.insurance || 'Not given'}</dd>
            <dt>Years in business</dt>
            <dd>{profile.yearsInBusiness ?? 'Not given'}</dd>
          </dl>
        </Card>
        <Card aria-labelledby="contractor-area">
          <h2 id="contractor-area">Service area</h2>
          <p>{serviceAreaText(area)}</p>
        </Card>
      </CardGrid>
      <PermitsSection profile={profile} />
      {profile.projects.length > 0 ? (
        <Card aria-labelledby="contractor-projects">
          <h2 id="contractor-projects">Projects and local cost</h2>
          <Costs>
            {profile.projects.map((p) => (
              <li key={p.slug}>
                <Link to={`/${p.slug}`}>{p.displayName}</Link>: {formatDollars(p.low)} to {formatDollars(p.high)}
              </li>
            ))}
          </Costs>
          <SmallPrint>
            Typical cost of each project's standard scope from basic to upscale finish in {profile.costIndex.name}, from the Homeworth estimator with the regional price index (
            {profile.costIndex.source}). Price your own project with the estimator.
          </SmallPrint>
        </Card>
      ) : null}
      {profile.photos.length > 0 ? (
        <Card aria-labelledby="contractor-photos">
          <h2 id="contractor-photos">Photos of work</h2>
          <Photos>
            {profile.photos.map((url, i) => (
              <li key={url}>
                <img src={url} alt={`Work by ${profile.companyName}, example ${i + 1}`} loading="lazy" />
              </li>
            ))}
          </Photos>
        </Card>
      ) : null}
      {profile.companyContact.acceptsMessages ? (
        <ContactForm profile={profile} />
      ) : (
        <Card aria-labelledby="contractor-claim">
          <h2 id="contractor-claim">Is this your company?</h2>
          <p>Claim this profile to show your license, photos and service area and to receive messages from homeowners.</p>
          <Link
            to={
              session.role === 'PROFESSIONAL'
                ? `/contractor/claim-profile/${profile.kukunUrl}`
                : `/login?referrer=${encodeURIComponent(`/contractor/claim-profile/${profile.kukunUrl}`)}`
            }
          >
            Claim this profile
          </Link>
        </Card>
      )}
    </ContractorPage>
  );
}

/** `/contractor/profile` without a slug: a signed-in contractor goes to their own public profile. */
export function OwnContractorProfileRedirect() {
  const session = useSession();
  const dispatch = useDispatch();
  const { target, failed } = useSelector((s: AccountState) => s.contractorClaim.ownProfile);
  const isContractor = session.role === 'PROFESSIONAL';

  useEffect(() => {
    if (isContractor) dispatch(ownProfilePathRequested());
  }, [dispatch, isContractor]);

  if (target) return <Navigate to={target} replace />;
  if (!session.isLoggedIn) {
    return (
      <AuthCard title="Contractor profile" lead="Sign in with your contractor account to see your public profile.">
        <Link to="/login?referrer=/contractor/profile">Sign in</Link> or <Link to="/signup?user=contractor">create a contractor account</Link>
      </AuthCard>
    );
  }
  if (!isContractor || failed) {
    return (
      <AuthCard title="Contractor profile" lead="Public profiles belong to contractor accounts.">
        <p>{failed ? 'We could not find the professional record of your account.' : `You are signed in as ${session.user?.userEmail ?? ''}.`}</p>
        <Link to="/dashboard">Go to your home dashboard</Link>
      </AuthCard>
    );
  }
  return <Busy aria-busy="true" />;
}
