import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, TextField, isValidEmail, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import type { CompanyFields } from '../../shared/contractor-profile.api';
import { contractorProfileRequested } from './contractor-profile.slice';
import { claimConfirmRequested, claimFormOpened, claimRequested } from './contractor-claim.slice';

type ClaimForm = CompanyFields & { email: string };
const EMPTY: ClaimForm = { companyName: '', email: '', streetAddress: '', city: '', state: '', zipCode: '' };

function claimProblems(v: ClaimForm): Partial<Record<keyof ClaimForm, string>> {
  const found: Partial<Record<keyof ClaimForm, string>> = {};
  if (!v.companyName.trim()) found.companyName = 'Please enter your company name.';
  if (!isValidEmail(v.email)) found.email = 'Invalid email! Try again with a correct format.';
  if (!v.streetAddress.trim()) found.streetAddress = 'Please enter the street address.';
  if (!v.city.trim()) found.city = 'Please enter the city.';
  if (!/^[A-Za-z]{2}$/.test(v.state.trim())) found.state = 'Use the two-letter state code, for example TX.';
  if (!/^\d{5}$/.test(v.zipCode.trim())) found.zipCode = 'Use a five-digit zip code.';
  return found;
}

/**
 * `/contractor/claim-profile/{kukunUrl}`: a signed-in contractor claims an unclaimed company (the
 * professional claim: company name, email, address). The link goes to the company's email on record.
 */
export function ClaimProfilePage() {
  const { kukunUrl = '' } = useParams();
  const dispatch = useDispatch();
  const session = useSession();
  const { profile, notFound } = useSelector((s: AccountState) => s.contractorProfile);
  const [values, setValues] = useState<ClaimForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof ClaimForm, string>>>({});
  const { sending, error, done } = useSelector((s: AccountState) => s.contractorClaim.claim);

  useEffect(() => {
    dispatch(contractorProfileRequested(kukunUrl));
    dispatch(claimFormOpened());
  }, [dispatch, kukunUrl]);
  useEffect(() => {
    if (profile) setValues((v) => ({ ...v, companyName: v.companyName || profile.companyName }));
  }, [profile]);

  if (!session.isLoggedIn || session.role !== 'PROFESSIONAL') {
    return (
      <AuthCard title="Claim a company profile" lead="Claims are made from a contractor account.">
        <p>
          <Link to={`/login?referrer=${encodeURIComponent(`/contractor/claim-profile/${kukunUrl}`)}`}>Sign in</Link> or{' '}
          <Link to="/signup?user=contractor">create a contractor account</Link>, then claim your company.
        </p>
      </AuthCard>
    );
  }
  if (notFound)
    return (
      <AuthCard
        title="Claim a company profile"
        lead="We could not find this company profile."
        children={<Link to="/best-contractors-near-me">Find your company in the directory</Link>}
      />
    );
  if (!profile) return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
  if (profile.claimed && !done) {
    return (
      <AuthCard title={`Claim ${profile.companyName}`} lead="This company profile has already been claimed. If it is your company, contact us and we will look into it.">
        <Link to={`/contractor/profile/${profile.kukunUrl}`}>See the profile</Link>
      </AuthCard>
    );
  }

  const set = (field: keyof ClaimForm) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = claimProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    dispatch(claimRequested({ ...values, state: values.state.trim().toUpperCase(), professionalId: profile.professionalId }));
  };

  return (
    <AuthCard title={`Claim ${profile.companyName}`} lead="Tell us about your company. We confirm the claim with the company's email on record.">
      {done ? (
        <Notice role="status">{done}</Notice>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Claim this profile">
          {error ? <FormError role="alert">{error}</FormError> : null}
          <TextField label="Company name" name="companyName" value={values.companyName} onChange={set('companyName')} error={problems.companyName} />
          <TextField label="Company email" name="email" type="email" value={values.email} onChange={set('email')} error={problems.email} />
          <TextField label="Street address" name="streetAddress" value={values.streetAddress} onChange={set('streetAddress')} error={problems.streetAddress} />
          <TextField label="City" name="city" value={values.city} onChange={set('city')} error={problems.city} />
          <TextField label="State" name="state" maxLength={2} value={values.state} onChange={set('state')} error={problems.state} />
          <TextField label="Zip code" name="zipCode" inputMode="numeric" maxLength={5} value={values.zipCode} onChange={set('zipCode')} error={problems.zipCode} />
          <Button type="submit" loading={sending}>
            Claim this profile
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** `/contractor/claim-profile/confirm?token=`: the emailed single-use link confirms the claim. */
export function ConfirmClaimPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useDispatch();
  const state = useSelector((s: AccountState) => s.contractorClaim.confirmation);

  useEffect(() => {
    dispatch(claimConfirmRequested(token));
  }, [dispatch, token]);

  if (state === null) return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
  if ('error' in state) {
    return (
      <AuthCard title="Claim not confirmed" lead={state.error}>
        <Link to="/best-contractors-near-me">Contractor directory</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Claim confirmed" lead="The company profile is now yours, with its building permits.">
      <p>
        <Link to={`/contractor/profile/${state.kukunUrl}`}>See your public profile</Link> · <Link to="/contractor/edit-profile">Edit your profile</Link>
      </p>
    </AuthCard>
  );
}
