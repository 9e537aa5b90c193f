import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, navigateTo, useSession } from '@homeworth/shared-lib';
import {
  CONTRACTOR_BUSINESS_TYPES,
  CONTRACTOR_MAX_PHOTOS,
  CONTRACTOR_MAX_RADIUS_MILES,
  MAX_PROFILE_IMAGE_BYTES,
  PROFILE_IMAGE_TYPES,
  PROFILE_MESSAGES,
} from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { useFocusFirstInvalid } from '@homeworth/shared-lib/focus-first-invalid';
import { FormField } from '../../ui/form-field.component';
import { Notice } from '../../ui/notice.component';
import type { OwnProfile, ProfileUpdate } from '../../shared/contractor-profile.api';
import { Card, ContractorPage, FieldLabel, TextArea } from '../../ui/contractor-ui';
import { ContractorNav } from './contractor-nav.component';
import { ownImageUploadRequested, ownPhotoRemoveRequested, ownProfileRequested, ownProfileSaveRequested } from './own-profile.slice';

const Types = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    margin-right: 16px;
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  img {
    width: 140px;
    height: 105px;
    object-fit: cover;
    border-radius: 8px;
  }
`;

const Logo = styled.img`
  width: 120px;
  height: 120px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
`;

interface FormValues {
  companyName: string;
  businessPhone: string;
  description: string;
  businessTypes: string[];
  licenseNumber: string;
  licenseState: string;
  insurance: string;
  yearsInBusiness: string;
  serviceZipCodes: string;
  serviceRadiusMiles: string;
  leadEmails: boolean;
}

function formOf(p: OwnProfile): FormValues {
  return {
    companyName: p.companyName,
    businessPhone: p.businessPhone,
    description: p.description,
    businessTypes: p.businessTypes,
    licenseNumber: p.licenseNumber,
    licenseState: p.licenseState,
    insurance: p.insurance,
    yearsInBusiness: p.yearsInBusiness === null ? '' : String(p.yearsInBusiness),
    serviceZipCodes: p.serviceZipCodes.join(', '),
    serviceRadiusMiles: p.serviceRadiusMiles === null ? '' : String(p.serviceRadiusMiles),
    leadEmails: p.leadEmails,
  };
}

type Problems = Partial<Record<keyof FormValues, string>>;

/** The form as the API takes it, or the problems that keep it from being sent. */
function updateOf(v: FormValues): { update: ProfileUpdate | null; problems: Problems } {
  const problems: Problems = {};
  const zips = v.serviceZipCodes.split(/[\s,]+/).filter(Boolean);
  if (!v.companyName.trim()) problems.companyName = 'Please enter your company name.';
  const digits = v.businessPhone.replace(/\D/g, '');
  if (v.businessPhone.trim() && (digits.length < 10 || digits.length > 15)) problems.businessPhone = 'Use a phone number of 10 to 15 digits.';
  if (v.licenseState.trim() && !/^[A-Za-z]{2}$/.test(v.licenseState.trim())) problems.licenseState = 'Use the two-letter state code, for example TX.';
  if (v.yearsInBusiness.trim() && !/^\d{1,3}$/.test(v.yearsInBusiness.trim())) problems.yearsInBusiness = 'Use a whole number of years.';
  if (zips.some((z) => !/^\d{5}$/.test(z))) problems.serviceZipCodes = 'List five-digit ZIP codes separated by commas.';
  const radius = v.serviceRadiusMiles.trim();
  if (radius && (!/^\d+$/.test(radius) || Number(radius) < 1 || Number(radius) > CONTRACTOR_MAX_RADIUS_MILES))
    problems.serviceRadiusMiles = `Use 1 to ${CONTRACTOR_MAX_RADIUS_MILES} miles.`;
  if (Object.keys(problems).length > 0) return { update: null, problems };
  return {
    problems,
    update: {
      companyName: v.companyName.trim(),
      businessPhone: v.businessPhone.trim(),
      description: v.description.trim(),
      businessTypes: v.businessTypes,
      licenseNumber: v.licenseNumber.trim(),
      licenseState: v.licenseState.trim().toUpperCase(),
      insurance: v.insurance.trim(),
      yearsInBusiness: v.yearsInBusiness.trim() ? Number(v.yearsInBusiness) : null,
      serviceZipCodes: zips,
      serviceRadiusMiles: radius ? Number(radius) : null,
      leadEmails: v.leadEmails,
    },
  };
}

/** The spec's image rules checked before upload (the API checks again, by content). */
function imageProblem(file: File): string | null {
  if (!PROFILE_IMAGE_TYPES.includes(file.type.toLowerCase())) return PROFILE_MESSAGES.fileTypeNotAllowed;
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return PROFILE_MESSAGES.fileSizeNotAllowed;
  return null;
}

/** `/contractor/edit-profile`: the signed-in contractor edits the public profile. */
export function EditContractorProfilePage() {
  const dispatch = useDispatch();
  const { isLoggedIn, role } = useSession();
  const { profile, noCompany, busy, notice, error } = useSelector((s: AccountState) => s.ownProfile);
  const [values, setValues] = useState<FormValues | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const { formRef, refused } = useFocusFirstInvalid();

  useEffect(() => {
    if (!isLoggedIn) navigateTo('/login?referrer=/contractor/edit-profile', { replace: true });
    else if (role === 'PROFESSIONAL') dispatch(ownProfileRequested());
  }, [dispatch, isLoggedIn, role]);
  useEffect(() => {
    if (noCompany) navigateTo('/login/new-contractor', { replace: true });
  }, [noCompany]);
  useEffect(() => {
    if (profile) setValues(formOf(profile));
  }, [profile]);

  if (isLoggedIn && role !== 'PROFESSIONAL') {
    return (
      <ContractorPage>
        <h1>Edit contractor profile</h1>
        <p>Profiles belong to contractor accounts.</p>
      </ContractorPage>
    );
  }
  if (!profile || !values) return <div aria-busy="true" style={{ minHeight: '60vh' }} />;

  const text = (field: keyof FormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => v && { ...v, [field]: e.target.value });
  const form = { values, problems, change: text };
  const toggleType = (id: string) =>
    setValues((v) => v && { ...v, businessTypes: v.businessTypes.includes(id) ? v.businessTypes.filter((t) => t !== id) : [...v.businessTypes, id] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { update, problems: found } = updateOf(values);
    setProblems(found);
    if (update) dispatch(ownProfileSaveRequested(update));
    else refused();
  };
  const pick = (kind: 'logo' | 'photos') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    setFileError(problem);
    if (!problem) dispatch(ownImageUploadRequested({ kind, file }));
  };

  return (
    <ContractorPage>
      <h1>Edit contractor profile</h1>
      <ContractorNav kukunUrl={profile.kukunUrl} />
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Card aria-labelledby="logo-heading">
        <h2 id="logo-heading">Logo and photos</h2>
        {fileError ? <FormError role="alert">{fileError}</FormError> : null}
        {profile.companyProfileImage ? <Logo src={profile.companyProfileImage} alt={`${profile.companyName} logo`} /> : <p>No logo yet.</p>}
        <FieldLabel htmlFor="logo-file">Upload a logo (png or jpeg, up to 15 MB)</FieldLabel>
        <input id="logo-file" type="file" accept="image/png,image/jpeg" onChange={pick('logo')} disabled={busy} />
        <h3>Photos of work</h3>
        <Thumbs>
          {profile.photos.map((photo, i) => (
            <li key={photo.name}>
              <img src={photo.url} alt={`Your work, example ${i + 1}`} />
              <Button type="button" variant="secondary" onClick={() => dispatch(ownPhotoRemoveRequested(photo.name))} disabled={busy}>
                Remove photo {i + 1}
              </Button>
            </li>
          ))}
        </Thumbs>
        {profile.photos.length < CONTRACTOR_MAX_PHOTOS ? (
          <>
            <FieldLabel htmlFor="photo-file">Add a photo of work (png or jpeg, up to 15 MB; {CONTRACTOR_MAX_PHOTOS} at most)</FieldLabel>
            <input id="photo-file" type="file" accept="image/png,image/jpeg" onChange={pick('photos')} disabled={busy} />
          </>
        ) : null}
      </Card>
      <Card aria-labelledby="details-heading">
        <h2 id="details-heading">Company details</h2>
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="details-heading">
          <FormField form={form} label="Company name" name="companyName" />
          <FormField form={form} label="Business phone (shown on your profile)" name="businessPhone" type="tel" />
          <FieldLabel htmlFor="description">Description</FieldLabel>
          <TextArea id="description" name="description" maxLength={2000} value={values.description} onChange={text('description')} />
          <Types>
            <legend>Business types</legend>
            {CONTRACTOR_BUSINESS_TYPES.map((t) => (
              <label key={t.id}>
                <input type="checkbox" checked={values.businessTypes.includes(t.id)} onChange={() => toggleType(t.id)} /> {t.label}
              </label>
            ))}
          </Types>
          <FormField form={form} label="License number" name="licenseNumber" />
          <FormField form={form} label="License state" name="licenseState" maxLength={2} />
          <FormField form={form} label="Insurance" name="insurance" placeholder="e.g. General liability $1M" />
          <FormField form={form} label="Years in business" name="yearsInBusiness" inputMode="numeric" />
          <h3>Service area</h3>
          <p>
            Your office is in {profile.city}, {profile.state} {profile.zipCode}. Serve a radius around it, list ZIP codes, or both.
          </p>
          <FormField form={form} label="Radius around the office (miles)" name="serviceRadiusMiles" inputMode="numeric" />
          <FormField form={form} label="ZIP codes you serve (comma-separated)" name="serviceZipCodes" />
          <Types>
            <legend>Leads</legend>
            <label>
              <input type="checkbox" checked={values.leadEmails} onChange={(e) => setValues((v) => v && { ...v, leadEmails: e.target.checked })} /> Email me each message from a
              homeowner
            </label>
          </Types>
          <Button type="submit" loading={busy}>
            Save profile
          </Button>
        </form>
      </Card>
      <p>
        Homeowners write to you through the contact form on your profile; your account email is never shown.{' '}
        <Link to={`/contractor/profile/${profile.kukunUrl}`}>See your public profile</Link>.
      </p>
    </ContractorPage>
  );
}
