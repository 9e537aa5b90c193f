import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, TextField, media } from '@homeworth/shared-lib';
import { CONTRACTOR_BUSINESS_TYPES, cityMarketPath, contractorBusinessType } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, FieldLabel, SampleBadge, Select, SmallPrint } from '../../ui/contractor-ui';
import { DEFAULT_AVATAR } from '../../ui/default-avatar';
import type { DirectoryQuery, DirectoryResult } from './directory.api';
import { directoryRequested, localitiesRequested } from './directory.slice';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 2fr 2fr auto;
  gap: 0 16px;
  align-items: end;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
  button {
    margin-bottom: 16px;
  }
`;

const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Result = styled.li`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    flex: none;
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 4px;
  }
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 8px 12px;
    min-height: 24px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

/** Why a result ranks where it does, in words (the API's ranking inputs). */
function whyRanked(r: DirectoryResult): string {
  const parts = [];
  if (r.rankingInputs.claimedAndLicensed) parts.push('claimed, licensed profile');
  if (r.rankingInputs.coversArea) parts.push('serves this area');
  if (r.rankingInputs.recentPermitsNearby > 0) parts.push(`${countOf(r.rankingInputs.recentPermitsNearby, 'permit')} nearby in the last year`);
  if (r.rankingInputs.distanceMiles !== null) parts.push(`office ${r.rankingInputs.distanceMiles} miles away`);
  return parts.join(' · ');
}

function pathOf(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.zipCode) params.set('zip', query.zipCode);
  if (query.q) params.set('q', query.q);
  if (query.businessType) params.set('type', query.businessType);
  const search = params.toString();
  return `/best-contractors-near-me${query.locality ? `/${query.locality}` : ''}${search ? `?${search}` : ''}`;
}

/** `/best-contractors-near-me` and `/best-contractors-near-me/{city-st}`: search contractors by ZIP or city and business type. */
export function DirectoryPage() {
  const { locality } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { data, loading, error, localities } = useSelector((s: AccountState) => s.directory);
  const zipCode = params.get('zip') ?? undefined;
  const q = params.get('q') ?? undefined;
  const typeParam = params.get('type') ?? undefined;
  const businessType = typeParam && contractorBusinessType(typeParam) ? typeParam : undefined;
  const [place, setPlace] = useState(zipCode ?? q ?? '');
  const [type, setType] = useState(businessType ?? '');

  useEffect(() => {
    const query: DirectoryQuery | null = locality ? { locality, businessType } : zipCode || q ? { zipCode, q, businessType } : null;
    dispatch(directoryRequested(query));
  }, [dispatch, locality, zipCode, q, businessType]);
  useEffect(() => {
    dispatch(localitiesRequested());
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = place.trim();
    if (!text) return;
    navigate(pathOf(/^\d{5}$/.test(text) ? { zipCode: text, businessType: type || undefined } : { q: text, businessType: type || undefined }));
  };
  const base: DirectoryQuery = locality ? { locality } : { zipCode, q };
  const typeLabel = businessType ? contractorBusinessType(businessType)?.label : undefined;
  const market = data ? cityMarketPath(data.area.city, data.area.state) : null;
  const heading = data ? `Best ${typeLabel ? `${typeLabel.toLowerCase()} contractors` : 'contractors'} in ${data.area.label}` : 'Find the best contractors near you';

  return (
    <ContractorPage>
      <h1>{heading}</h1>
      <p>Check licenses, permit history and the kind of work a contractor really does before you hire, and price your project first so you know a fair bid when you see one.</p>
      <Card aria-labelledby="directory-search">
        <h2 id="directory-search">Search contractors</h2>
        <SearchForm onSubmit={submit} role="search" aria-labelledby="directory-search">
          <TextField label="ZIP code or city" name="place" placeholder="78701 or Austin, TX" value={place} onChange={(e) => setPlace(e.target.value)} />
          <div>
            <FieldLabel htmlFor="directory-type">Business type</FieldLabel>
            <Select id="directory-type" value={type} onChange={(e) => setType(e.target.value)} style={{ width: '100%', marginBottom: 16 }}>
              <option value="">All types</option>
              {CONTRACTOR_BUSINESS_TYPES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit">Search</Button>
        </SearchForm>
      </Card>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {loading ? <div aria-busy="true" style={{ minHeight: '30vh' }} /> : null}
      {data && !loading ? (
        <>
          {data.typeCounts.length > 0 ? (
            <Card aria-labelledby="directory-types">
              <h2 id="directory-types">By business type</h2>
              <Chips>
                <li>
                  <Link to={pathOf(base)} aria-current={!businessType}>
                    All types
                  </Link>
                </li>
                {data.typeCounts.map((c) => (
                  <li key={c.businessType}>
                    <Link to={pathOf({ ...base, businessType: c.businessType })} aria-current={businessType === c.businessType}>
                      {c.label} ({c.count})
                    </Link>
                  </li>
                ))}
              </Chips>
            </Card>
          ) : null}
          <Card aria-labelledby="directory-results">
            <h2 id="directory-results">
              {data.results.length} {data.results.length === 1 ? 'contractor' : 'contractors'} near {data.area.label}
            </h2>
            {data.results.length === 0 ? <p>No contractors match yet. Try another business type or a nearby ZIP code.</p> : null}
            {market ? (
              <p>
                Home values, sales and project costs nearby: <Link to={market}>the {data.area.city} market</Link>
              </p>
            ) : null}
            <Results>
              {data.results.map((r) => (
                <Result key={r.professionalId}>
                  <img src={r.companyProfileImage ?? DEFAULT_AVATAR} alt="" />
                  <div>
                    <h3>
                      <Link to={`/contractor/profile/${r.kukunUrl}`}>{r.companyName}</Link>
                    </h3>
                    {r.businessTypes.length > 0 ? <p>{r.businessTypes.map((t) => t.label).join(' · ')}</p> : null}
                    {r.city ? (
                      <p>
                        {r.city}, {r.state}
                      </p>
                    ) : null}
                    {r.recentPermits.count > 0 ? (
                      <p>
                        {r.recentPermits.count} recent permits nearby: {r.recentPermits.types.join(', ')}
                      </p>
                    ) : null}
                    {!r.claimed ? (
                      <p>
                        <SampleBadge>Sample data</SampleBadge> Known from permits, not claimed yet
                      </p>
                    ) : null}
                    <SmallPrint>{whyRanked(r)}</SmallPrint>
                  </div>
                </Result>
              ))}
            </Results>
            <SmallPrint>
              Claimed profiles with a license come first. Then ranked by relevance (business type, service area, a complete profile, distance) and by building permits filed within
              10 miles in the last year. Permits come from the sample permit data.
            </SmallPrint>
          </Card>
        </>
      ) : null}
      {localities && localities.length > 0 ? (
        <Card aria-labelledby="directory-localities">
          <h2 id="directory-localities">Contractors by city</h2>
          <Chips>
            {localities.map((l) => (
              <li key={l.locality}>
                <Link to={`/best-contractors-near-me/${l.locality}`}>
                  {l.city}, {l.state} ({l.count})
                </Link>
              </li>
            ))}
          </Chips>
        </Card>
      ) : null}
      <Card aria-labelledby="directory-vetting">
        <h2 id="directory-vetting">How to vet a contractor</h2>
        <ul>
          <li>
            Price the project first with the <Link to="/Home-Renovation-Costs">cost estimator</Link>, so you know the range a fair bid falls in.
          </li>
          <li>Look the license number up with your state’s licensing board and check it covers your kind of work.</li>
          <li>A contractor who pulls permits for their jobs has nothing to hide; the profiles here show them.</li>
          <li>Ask for proof of liability and workers’ compensation cover, and compare at least three itemised bids.</li>
        </ul>
        <p>
          Are you a contractor? <Link to="/join-as-contractor">Join Homeworth</Link> or find your company here and claim its profile.
        </p>
      </Card>
    </ContractorPage>
  );
}
