import { apiClient, apiRequest, type SessionUser, type UserPropertyEntry } from '@homeworth/shared-lib';

/** The profile page's data (GET /v1/security/profile). */
export interface Profile {
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userPhone: string;
  monthlyNewsletter: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  hasProfileImage: boolean;
  isPasswordExist: boolean;
}

/** The profile form as sent to PUT /v1/security/profile. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  monthlyNewsletter: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  password?: string;
  rePassword?: string;
  /** Sent when the email changes: the API asks for the current password then. */
  currentPassword?: string;
}

/** Where the browser reads the signed-in user's profile image. */
export const PROFILE_IMAGE_URL = '/api/v1/security/profile/image';

/** GET /v1/security/profile. */
export function fetchProfile(): Promise<{ user: SessionUser; profile: Profile }> {
  return apiRequest({ method: 'GET', url: '/v1/security/profile' });
}

/** GET /v1/security/profile/homes. */
export function fetchHomes(): Promise<{ homes: UserPropertyEntry[] }> {
  return apiRequest({ method: 'GET', url: '/v1/security/profile/homes' });
}

/** PUT /v1/security/profile. */
export function saveProfile(form: ProfileForm): Promise<{ user: SessionUser; profile: Profile }> {
  return apiRequest({ method: 'PUT', url: '/v1/security/profile', data: form });
}

/** POST /v1/security/profile/image (multipart field "image"). */
export function uploadProfileImage(file: File): Promise<{ user: SessionUser; profile: Profile }> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest({ method: 'POST', url: '/v1/security/profile/image', data: body, timeout: 60000 }, apiClient());
}
