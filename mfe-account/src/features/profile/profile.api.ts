import { apiClient, apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody, ApiSchema } from '@homeworth/shared-lib/api-types';

/** The profile page's data (GET /v1/security/profile), generated from the API. */
export type Profile = ApiSchema<'UserProfile'>;

/** The profile form as sent to PUT /v1/security/profile; `currentPassword` is sent when the email changes. */
export type ProfileForm = ApiBody<'/api/v1/security/profile', 'put'>;

/** Where the browser reads the signed-in user's profile image. */
export const PROFILE_IMAGE_URL = '/api/v1/security/profile/image';

/** GET /v1/security/profile. */
export function fetchProfile(): Promise<ApiAnswer<'/api/v1/security/profile', 'get'>> {
  return apiRequest({ method: 'GET', url: '/v1/security/profile' });
}

/** GET /v1/security/profile/homes. */
export function fetchHomes(): Promise<ApiAnswer<'/api/v1/security/profile/homes', 'get'>> {
  return apiRequest({ method: 'GET', url: '/v1/security/profile/homes' });
}

/** PUT /v1/security/profile. */
export function saveProfile(form: ProfileForm): Promise<ApiAnswer<'/api/v1/security/profile', 'put'>> {
  return apiRequest({ method: 'PUT', url: '/v1/security/profile', data: form });
}

/** POST /v1/security/profile/image (multipart field "image"). */
export function uploadProfileImage(file: File): Promise<ApiAnswer<'/api/v1/security/profile/image', 'post'>> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest({ method: 'POST', url: '/v1/security/profile/image', data: body, timeout: 60000 }, apiClient());
}
