import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, useSession } from '@homeworth/shared-lib';
import { US_STATES } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { fetchProfessional } from '../sign-in/sign-in.api';
import { DEFAULT_AVATAR } from '../profile/default-avatar';
import { AuthCard } from '../account-layout/auth-card.component';
import { contractorProfileRequested } from './contractor-profile.slice';

const Page = styled.article`
  max-width: 960px;
  margin: 0 auto;
  padding: 48px 24px;
  ${media.below('xs')} {
    padding: 24px 16px;
  }
`;

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
    border-radius: 50%;
    object-fit: cover;
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

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  margin-top: 16px;
  section {
    padding: 24px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Busy = styled.div`
  min-height: 60vh;
`;

const ownerHint = 'Homeworth connects homeowners planning a remodel with contractors in their area.';

/** `/contractor/profile/{kukunUrl}`: a contractor's public profile, readable by anyone. */
export function ContractorProfilePage() {
  const { kukunUrl = '' } = useParams();
  const dispatch = useDispatch();
  const { profile, loading, notFound, error } = useSelector((s: AccountState) => s.contractorProfile);
  const [imageFailed, setImageFailed] = useState(false);

  useEffect(() => {
    dispatch(contractorProfileRequested(kukunUrl));
  }, [dispatch, kukunUrl]);

  if (notFound) {
    return (
      <AuthCard title="Contractor not found" lead="We could not find a contractor profile at this address.">
        <p>The link may be mistyped, or the contractor may have closed their account.</p>
        <Link to="/best-contractors-near-me">Find contractors near you</Link>
      </AuthCard>
    );
  }
  if (error) {
    return (
      <AuthCard title="Contractor profile" lead={error}>
        <button type="button" onClick={() => dispatch(contractorProfileRequested(kukunUrl))}>
          Try again
        </button>
      </AuthCard>
    );
  }
  if (loading || !profile || profile.kukunUrl !== kukunUrl.toLowerCase()) return <Busy aria-busy="true" />;

  const area = profile.serviceArea;
  const image = !imageFailed && profile.companyContact.companyProfileImage ? profile.companyContact.companyProfileImage : DEFAULT_AVATAR;
  return (
    <Page aria-labelledby="contractor-name">
      <Hero>
        <img src={image} alt={`${profile.companyName} profile picture`} onError={() => setImageFailed(true)} />
        <div>
          <h1 id="contractor-name">{profile.companyName}</h1>
          <p>
            Contractor: <strong>{profile.contractorName}</strong>
          </p>
          <p>Member since {new Date(profile.memberSince).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}</p>
        </div>
      </Hero>
      <Sections>
        <section aria-labelledby="contractor-contact">
          <h2 id="contractor-contact">Contact</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${profile.companyContact.email}`}>{profile.companyContact.email}</a>
            </dd>
            <dt>Office</dt>
            <dd>{area.streetAddress}</dd>
          </dl>
        </section>
        <section aria-labelledby="contractor-area">
          <h2 id="contractor-area">Service area</h2>
          <dl>
            <dt>City</dt>
            <dd>{area.city}</dd>
            <dt>State</dt>
            <dd>{US_STATES[area.state] ?? area.state}</dd>
            <dt>Zip code</dt>
            <dd>{area.zipCode}</dd>
          </dl>
        </section>
      </Sections>
      <p>{ownerHint}</p>
    </Page>
  );
}

/** `/contractor/profile` without a slug: a signed-in contractor goes to their own public profile. */
export function OwnContractorProfileRedirect() {
  const session = useSession();
  const [target, setTarget] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isContractor = session.role === 'PROFESSIONAL';

  useEffect(() => {
    if (!isContractor) return;
    let live = true;
    fetchProfessional()
      .then(({ professional }) => live && setTarget(`/contractor/profile/${encodeURIComponent(professional.kukunUrl)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [isContractor]);

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
