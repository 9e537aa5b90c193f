import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, TextField, navigateTo } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../account-layout/auth-card.component';
import { contractorSignUpRequested, type CompanyFields } from '../sign-up/sign-up.slice';

const EMPTY: CompanyFields = { companyName: '', streetAddress: '', city: '', state: '', zipCode: '' };

function companyProblems(values: CompanyFields): Partial<Record<keyof CompanyFields, string>> {
  const found: Partial<Record<keyof CompanyFields, string>> = {};
  if (!values.companyName.trim()) found.companyName = 'Please enter your company name.';
  if (!values.streetAddress.trim()) found.streetAddress = 'Please enter the street address.';
  if (!values.city.trim()) found.city = 'Please enter the city.';
  if (!/^[A-Za-z]{2}$/.test(values.state.trim())) found.state = 'Use the two-letter state code, for example TX.';
  if (!/^\d{5}$/.test(values.zipCode.trim())) found.zipCode = 'Use a five-digit zip code.';
  return found;
}

/** `/signup/new-contractor`: the contractor's company, sent with the first signup form. */
export function NewContractorPage() {
  const dispatch = useDispatch();
  const { loading, error, contractorDraft } = useSelector((s: AccountState) => s.signUp);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof CompanyFields, string>>>({});

  // Arriving without the first form (a reload, a bookmark): start the contractor signup again.
  useEffect(() => {
    if (!contractorDraft) navigateTo('/signup?user=contractor', { replace: true });
  }, [contractorDraft]);

  const set = (field: keyof CompanyFields) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = companyProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as CompanyFields;
    dispatch(contractorSignUpRequested({ ...trimmed, state: trimmed.state.toUpperCase() }));
  };

  if (!contractorDraft) return null;
  return (
    <AuthCard title="Your company" lead={`Almost done, ${contractorDraft.firstName}. Tell homeowners who you are.`}>
      <form onSubmit={submit} noValidate aria-label="Your company">
        {error ? <FormError role="alert">{error}</FormError> : null}
        <TextField label="Company name" name="companyName" autoComplete="organization" value={values.companyName} onChange={set('companyName')} error={problems.companyName} />
        <TextField label="Street address" name="streetAddress" autoComplete="street-address" value={values.streetAddress} onChange={set('streetAddress')} error={problems.streetAddress} />
        <TextField label="City" name="city" autoComplete="address-level2" value={values.city} onChange={set('city')} error={problems.city} />
        <TextField label="State" name="state" autoComplete="address-level1" maxLength={2} value={values.state} onChange={set('state')} error={problems.state} />
        <TextField label="Zip code" name="zipCode" autoComplete="postal-code" inputMode="numeric" maxLength={5} value={values.zipCode} onChange={set('zipCode')} error={problems.zipCode} />
        <Button type="submit" loading={loading}>
          Create contractor account
        </Button>
      </form>
    </AuthCard>
  );
}
