import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media, navigateTo, useSession } from '@homeworth/shared-lib';
// The rules and messages come from the domain entry, bundled into this app: a host holding an older shared-lib still has them.
import { MESSAGES, formatPhone, mobileProblem, passwordProblem, personNameProblem, profileEmailProblem, rePasswordProblem } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { useFocusFirstInvalid } from '@homeworth/shared-lib/focus-first-invalid';
import { FormField } from '../../ui/form-field.component';
import { Notice } from '../../ui/notice.component';
import { AccountSecuritySections } from './account-security-sections.component';
import { HomesSection } from './homes-section.component';
import { ProfileImage } from './profile-image.component';
import { Section } from './profile-section';
import type { ProfileForm } from './profile.api';
import { profileRequested, profileSaveRequested } from './profile.slice';

const Page = styled.div`
  max-width: 1040px;
  margin: 32px auto;
  padding: 0 16px;
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: 32px;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
  h1 {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const SideNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    position: sticky;
    top: 16px;
    ${media.below('sm')} {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 16px;
    }
  }
  a {
    display: block;
    padding: 10px 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
  }
`;

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
  input {
    width: 18px;
    height: 18px;
  }
`;

const SECTIONS = [
  ['personal-nav', 'Personal information'],
  ['contact-nav', 'Contact'],
  ['homes-nav', 'My homes'],
  ['communications-nav', 'Communications'],
  ['two-step-nav', 'Two-step sign-in'],
  ['devices-nav', "Where you're signed in"],
  ['activity-nav', 'Account activity'],
] as const;

type Field = 'firstName' | 'lastName' | 'phone' | 'email' | 'password' | 'rePassword' | 'currentPassword';
const EMPTY: ProfileForm = { firstName: '', lastName: '', email: '', phone: '', monthlyNewsletter: false, emailNotifications: true, smsNotifications: false };

function problemsOf(form: ProfileForm, needsPassword: boolean, asksCurrentPassword: boolean): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const checks: [Field, string | null][] = [
    ['firstName', personNameProblem(form.firstName, 'first')],
    ['lastName', personNameProblem(form.lastName, 'last')],
    ['phone', mobileProblem(form.phone)],
    ['email', profileEmailProblem(form.email)],
  ];
  if (asksCurrentPassword && !form.currentPassword) checks.push(['currentPassword', MESSAGES.currentPasswordRequired]);
  if (needsPassword) {
    checks.push(['password', form.password ? passwordProblem(form.password) : MESSAGES.passwordCreationRequired]);
    checks.push(['rePassword', rePasswordProblem(form.password ?? '', form.rePassword ?? '')]);
  }
  for (const [field, problem] of checks) if (problem) found[field] = problem;
  return found;
}

/** `/user/edit-profile`: personal information, contact, homes and communication preferences. */
export function ProfilePage() {
  const dispatch = useDispatch();
  const { isLoggedIn, role } = useSession();
  const { profile, saving, error, errorField, notice } = useSelector((s: AccountState) => s.profile);
  const [form, setForm] = useState<ProfileForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const needsPassword = profile !== null && !profile.isPasswordExist;
  // A new email is a way to take over an account, so the API asks for the current password.
  const emailChanging = profile !== null && form.email.trim().toLowerCase() !== profile.userEmail;
  const asksCurrentPassword = emailChanging && !needsPassword;

  useEffect(() => {
    if (!isLoggedIn) navigateTo('/login?referrer=/user/edit-profile', { replace: true });
    else dispatch(profileRequested());
  }, [dispatch, isLoggedIn]);

  useEffect(() => {
    if (!profile) return;
    setForm({
      firstName: profile.userFirstName,
      lastName: profile.userLastName,
      email: profile.userEmail,
      phone: profile.userPhone ? formatPhone(profile.userPhone) : '',
      monthlyNewsletter: profile.monthlyNewsletter,
      emailNotifications: profile.emailNotifications,
      smsNotifications: profile.smsNotifications,
    });
  }, [profile]);

  const text = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const flag = (field: 'monthlyNewsletter' | 'emailNotifications' | 'smsNotifications') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.checked }));
  // The API's refusal shows at its field unless the form found a problem there first.
  const { formRef, refused } = useFocusFirstInvalid();
  const fields = { values: form, problems: errorField && error ? { [errorField]: error, ...problems } : problems, change: text };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(form, needsPassword, asksCurrentPassword);
    setProblems(found);
    if (Object.keys(found).length > 0) return refused();
    const { password, rePassword, currentPassword, ...rest } = form;
    dispatch(
      profileSaveRequested({
        ...rest,
        ...(needsPassword ? { password, rePassword } : {}),
        ...(asksCurrentPassword ? { currentPassword } : {}),
      }),
    );
  };

  if (!isLoggedIn) return null;
  return (
    <Page>
      <h1>My profile</h1>
      <SideNav aria-label="Profile sections">
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </SideNav>
      <div>
        <form ref={formRef} onSubmit={submit} noValidate aria-label="My profile">
          {notice ? <Notice role="status">{notice}</Notice> : null}
          {error && !errorField ? <FormError role="alert">{error}</FormError> : null}
          {!profile ? <p role="status">Loading your profile…</p> : null}
          {/* Fields appear once loaded, so nothing typed is overwritten by the loaded values. */}
          {profile ? (
            <>
              <Section id="personal-nav" aria-labelledby="personal-heading">
                <h2 id="personal-heading">Personal information</h2>
                <ProfileImage />
                <FormField form={fields} label="First name" name="firstName" autoComplete="given-name" />
                <FormField form={fields} label="Last name" name="lastName" autoComplete="family-name" />
                {needsPassword ? (
                  <>
                    <FormError role="note">{MESSAGES.passwordCreationRequired}</FormError>
                    <FormField form={fields} label="Create password" type="password" name="password" autoComplete="new-password" />
                    <FormField form={fields} label="Confirm password" type="password" name="rePassword" autoComplete="new-password" />
                  </>
                ) : (
                  <Link to="/login/change-password">Change password</Link>
                )}
              </Section>
              <Section id="contact-nav" aria-labelledby="contact-heading">
                <h2 id="contact-heading">Contact</h2>
                <FormField form={fields} label="Mobile number" type="tel" name="phone" autoComplete="tel-national" />
                <FormField form={fields} label="Email" type="email" name="email" autoComplete="email" />
                {asksCurrentPassword ? <FormField form={fields} label="Current password" type="password" name="currentPassword" autoComplete="current-password" /> : null}
              </Section>
              <Section id="homes-nav" aria-labelledby="homes-heading">
                <h2 id="homes-heading">My homes</h2>
                <HomesSection />
              </Section>
              <Section id="communications-nav" aria-labelledby="communications-heading">
                <h2 id="communications-heading">Communications</h2>
                <Check>
                  <input type="checkbox" checked={form.monthlyNewsletter} onChange={flag('monthlyNewsletter')} />
                  Monthly newsletter
                </Check>
                <Check>
                  <input type="checkbox" checked={form.emailNotifications} onChange={flag('emailNotifications')} />
                  Emails about my homes and plans
                </Check>
                <Check>
                  <input type="checkbox" checked={form.smsNotifications} onChange={flag('smsNotifications')} />
                  Text messages about my homes
                </Check>
              </Section>
              <Button type="submit" loading={saving}>
                Save changes
              </Button>
            </>
          ) : null}
        </form>
        {profile ? <AccountSecuritySections /> : null}
        {profile && role === 'STANDARD' ? (
          <p>
            Are you a real-estate agent or broker? <Link to="/user/upgrade-to-agent">Upgrade to an agent account</Link>
          </p>
        ) : null}
      </div>
    </Page>
  );
}
