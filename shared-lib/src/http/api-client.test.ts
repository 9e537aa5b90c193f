import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, createApiClient, toApiError } from './api-client';
import { CSRF_HEADER, CSRF_HEADER_VALUE, MESSAGES } from '../domain/money-and-units/messages';

function axiosFailure(status: number | null, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = status === null ? undefined : { status, statusText: '', headers: {}, config, data };
  return new AxiosError('failed', 'ERR', config, null, response);
}

describe('API client', () => {
  it('keeps the envelope errors of a failed call, code and message', () => {
    const error = toApiError(axiosFailure(401, { success: false, errors: [{ code: 10003, message: 'Invalid credentials!' }] }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.code).toBe(10003);
    expect(error.message).toBe('Invalid credentials!');
  });

  it('turns a network failure into the generic catalogue message', () => {
    const error = toApiError(axiosFailure(null, undefined));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(MESSAGES.genericError);
  });

  it('turns a non-envelope error page (a proxy 502) into the generic message', () => {
    const error = toApiError(axiosFailure(502, '<html>Bad gateway</html>'));
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe(MESSAGES.genericError);
  });

  it('sends cookies and the CSRF header on every request', () => {
    const client = createApiClient();
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(client.defaults.baseURL).toBe('/api');
  });
});
