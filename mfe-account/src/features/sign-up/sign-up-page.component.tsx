import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ROLE_IDS, isValidEmail, media, MESSAGES, passwordProblem, rePasswordProblem, type SignupUserType } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AuthCard, Aside, FormError } from '../../ui/auth-card.component';
import { useFocusFirstInvalid } from '@homeworth/shared-lib/focus-first-invalid';
import { FormField } from '../../ui/form-field.component';
import { emailTyped, signUpRequested } from './sign-up.slice';

const LEADS: Record<SignupUserType, string> = {
  homeowner: 'For my personal use: estimates, home reports and a maintenance plan for your home.',
  agent: 'For me as an agent or broker: home reports for your clients and a contact list.',
  contractor: 'For me as a contractor: a public profile that shows homeowners your work.',
};

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  ${media.below('xs')} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

const Terms = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 0 0 16px;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
  }
`;

const EmailHint = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

function userTypeOf(value: string | null): SignupUserType {
  return value === 'agent' || value === 'contractor' ? value : 'homeowner';
}

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'rePassword' | 'terms';

/** `/signup?user=homeowner|agent|contractor`: create an account. */
export function SignUpPage() {
  const dispatch = useDispatch();
  const { loading, error, emailCheck } = useSelector((s: AccountState) => s.signUp);
  const [params] = useSearchParams();
  const userType = userTypeOf(params.get('user'));
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', rePassword: '' });
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (field === 'email') dispatch(emailTyped(e.target.value));
  };
  const form = { values, problems, change: set };
  const { formRef, refused } = useFocusFirstInvalid();
  const emailTaken = emailCheck !== null && emailCheck.email === values.email.trim() && emailCheck.exists;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) found.firstName = 'Please enter your first name.';
    if (!values.lastName.trim()) found.lastName = 'Please enter your last name.';
    if (!isValidEmail(values.email)) found.email = MESSAGES.invalidEmail;
    const pw = passwordProblem(values.password);
    if (pw) found.password = pw;
    const re = rePasswordProblem(values.password, values.rePassword);
    if (re) found.rePassword = re;
    if (!terms) found.terms = 'Please accept the terms of service to continue.';
    setProblems(found);
    if (Object.keys(found).length > 0) return refused();
    dispatch(
      signUpRequested({
        ...values,
        email: values.email.trim(),
        roleId: ROLE_IDS[userType],
        deciveType: 'web',
        refererUrl: params.get('referrer') ?? undefined,
      }),
    );
  };

  return (
    <AuthCard title="Create account" lead={LEADS[userType]}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Create account">
        {error ? <FormError role="alert">{error}</FormError> : null}
        <Row>
          <FormField form={form} label="First name" name="firstName" autoComplete="given-name" />
          <FormField form={form} label="Last name" name="lastName" autoComplete="family-name" />
        </Row>
        <FormField
          form={form}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          error={problems.email ?? (emailTaken && userType !== 'contractor' ? MESSAGES.emailInUse : null)}
        />
        {emailTaken ? (
          <EmailHint>
            {userType === 'contractor' ? `${MESSAGES.contractorEmailInUse} ` : null}
            <Link to="/login">Log in with this email</Link>
          </EmailHint>
        ) : null}
        <FormField form={form} label="Password" type="password" name="password" autoComplete="new-password" />
        <FormField form={form} label="Confirm password" type="password" name="rePassword" autoComplete="new-password" />
        <Terms>
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} aria-invalid={problems.terms ? true : undefined} />
          <span>
            I accept the <a href="/terms-service">terms of service</a> and the <a href="/privacy-policy">privacy policy</a>.
          </span>
        </Terms>
        {problems.terms ? <FormError>{problems.terms}</FormError> : null}
        <Button type="submit" loading={loading}>
          Create account
        </Button>
      </form>
      <Aside>
        Already have an account? <Link to="/login">Sign in</Link>
      </Aside>
    </AuthCard>
  );
}
