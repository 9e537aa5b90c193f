import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';
import type { AccountEventKind } from '@homeworth/shared-lib/domain';

// The profile's account protections: two-step sign-in, signed-in devices and account activity.

export interface TwoStepStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** Admin accounts must have it. */
  required: boolean;
}

export interface SignedInDevice {
  sessionId: number;
  device: string;
  ipPrefix: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface AccountEvent {
  id: number;
  kind: AccountEventKind;
  device: string;
  ipPrefix: string;
  createdAt: string;
}

const S = '/v1/security';

export const fetchTwoStep = (): Promise<TwoStepStatus> => apiRequest({ method: 'GET', url: `${S}/two-step` });
export const startTwoStepEnrolment = (): Promise<{ secret: string; otpauthUri: string }> => apiRequest({ method: 'POST', url: `${S}/two-step/enrolment` });
export const confirmTwoStep = (code: string): Promise<{ recoveryCodes: string[] }> => apiRequest({ method: 'POST', url: `${S}/two-step/enrolment/confirm`, data: { code } });
export const disableTwoStep = (password: string, code: string): Promise<{ enabled: false }> =>
  apiRequest({ method: 'POST', url: `${S}/two-step/disable`, data: { password, code } });

export const fetchSignedInDevices = (): Promise<{ sessions: SignedInDevice[] }> => apiRequest({ method: 'GET', url: `${S}/sessions` });
export const signOutDevice = (sessionId: number): Promise<{ signedOut: number }> => apiRequest({ method: 'DELETE', url: `${S}/sessions/${sessionId}` });
export const signOutEverywhereElse = (): Promise<{ signedOut: number }> => apiRequest({ method: 'POST', url: `${S}/sessions/sign-out-others` });

export const fetchAccountActivity = (before?: number): Promise<{ events: AccountEvent[]; nextBefore: number | null }> =>
  apiRequest({ method: 'GET', url: `${S}/account-activity`, ...(before === undefined ? {} : { params: { before } }) });

/** POST /v1/security/undo-email-change: the previous email is back and every session has ended. */
export const undoEmailChange = (token: string): Promise<ApiAnswer<'/api/v1/security/undo-email-change', 'post'>> =>
  apiRequest({ method: 'POST', url: `${S}/undo-email-change`, data: { token } });
