import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, FormError } from '../../ui/auth-card.component';
import { useFocusFirstInvalid } from '@homeworth/shared-lib/focus-first-invalid';
import { FormField } from '../../ui/form-field.component';
import { companyStepRequested, contractorSignUpRequested, type CompanyFields } from './sign-up.slice';
import { readCompanyDraft, saveCompanyDraft } from './company-draft';

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

/**
 * `/signup/new-contractor` and `/login/new-contractor`: the company step. The account already
 * exists (pending) from the first step, so this page asks the server where sign-up stands: a
 * reload, a later visit or a sign-in lands here again until the company is saved.
 */
export function NewContractorPage() {
  const dispatch = useDispatch();
  const session = useSession();
  const { loading, error, companyStep: step } = useSelector((s: AccountState) => s.signUp);
  const [values, setValues] = useState<CompanyFields>(() => readCompanyDraft() ?? EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof CompanyFields, string>>>({});

  useEffect(() => {
    dispatch(companyStepRequested());
  }, [dispatch, session.user?.userId]);

  const set = (field: keyof CompanyFields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => {
      const next = { ...v, [field]: e.target.value };
      saveCompanyDraft(next);
      return next;
    });
  const form = { values, problems, change: set };
  const { formRef, refused } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = companyProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return refused();
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as CompanyFields;
    dispatch(contractorSignUpRequested({ ...trimmed, state: trimmed.state.toUpperCase() }));
  };

  if (step === 'signed-out') {
    return (
      <AuthCard title="Your company" lead="Sign in with your contractor account to finish signing up.">
        <p>
          Your account is kept: <Link to="/login?referrer=/login/new-contractor">sign in</Link> and you will come back to this step. New here?{' '}
          <Link to="/signup?user=contractor">Create a contractor account</Link>.
        </p>
      </AuthCard>
    );
  }
  if (step === 'failed') {
    return (
      <AuthCard title="Your company" lead="An error has occurred. Please try again later.">
        <Button type="button" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </AuthCard>
    );
  }
  if (step === 'checking') return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
  return (
    <AuthCard title="Your company" lead={`Almost done${session.user ? `, ${session.user.userFirstName}` : ''}. Tell homeowners who you are.`}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Your company">
        {error ? <FormError role="alert">{error}</FormError> : null}
        <FormField form={form} label="Company name" name="companyName" autoComplete="organization" />
        <FormField form={form} label="Street address" name="streetAddress" autoComplete="street-address" />
        <FormField form={form} label="City" name="city" autoComplete="address-level2" />
        <FormField form={form} label="State" name="state" autoComplete="address-level1" maxLength={2} />
        <FormField form={form} label="Zip code" name="zipCode" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        <Button type="submit" loading={loading}>
          Create contractor account
        </Button>
      </form>
      <p>
        Is your company already on building permits? After signing up, find it in the <Link to="/best-contractors-near-me">contractor directory</Link> and claim its profile.
      </p>
    </AuthCard>
  );
}
