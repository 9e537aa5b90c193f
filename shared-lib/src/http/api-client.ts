import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ERROR_CODES, MESSAGES } from '../domain/money-and-units/messages';
import { API_TIMEOUT_MS, takeEarlyAnswer } from './early-requests';

/** One error in the API envelope. */
export interface ApiErrorItem {
  code: string | number;
  message: string;
  args?: Record<string, unknown>;
}

/** The API envelope (ARCHITECTURE.md): success with `message`, or failure with `errors`. */
export type ApiEnvelope<T> = { success: true; message: T } | { success: false; errors: ApiErrorItem[] };

/** A failed API call, normalised: HTTP status (0 when the network failed) and the envelope's errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.message ?? MESSAGES.genericError);
    this.name = 'ApiError';
  }

  /** Code of the first error, the one the spec's catalogue keys on. */
  get code(): string | number | undefined {
    return this.errors[0]?.code;
  }
}

function isEnvelopeFailure(data: unknown): data is { success: false; errors: ApiErrorItem[] } {
  return typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false && Array.isArray((data as { errors?: unknown }).errors);
}

/** What axios's own `isAxiosError` checks, without loading axios to ask. */
function isAxiosError(error: unknown): error is { response?: { status: number; data: unknown } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Turns any axios failure into an ApiError with the envelope's errors or a generic one. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const data: unknown = error.response?.data;
    if (isEnvelopeFailure(data) && data.errors.length > 0) return new ApiError(status, data.errors);
    const code = status === 0 ? ERROR_CODES.network : ERROR_CODES.internal;
    return new ApiError(status, [{ code, message: MESSAGES.genericError }]);
  }
  return new ApiError(0, [{ code: ERROR_CODES.internal, message: MESSAGES.genericError }]);
}

type RequestMethods = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';

/**
 * The apps' HTTP client: axios's request methods and the settings every request carries (`defaults`).
 * axios itself is loaded with the first request that needs it, not with the page: most first paints
 * send none (the session is asked by an early request, early-requests.ts).
 */
export interface ApiClient extends Pick<AxiosInstance, RequestMethods> {
  defaults: AxiosRequestConfig & { headers: Record<string, string> };
}

let axiosLoaded: Promise<AxiosInstance> | null = null;

/** axios in a chunk of its own, loaded once; the envelope interceptor added. */
function loadAxios(): Promise<AxiosInstance> {
  axiosLoaded ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
    const instance = axios.create();
    instance.interceptors.response.use(
      (response) => response,
      (error: unknown) => Promise.reject(toApiError(error)),
    );
    return instance;
  });
  return axiosLoaded;
}

/** Starts loading axios now, for a page about to make requests (a remote's page), so its first request does not wait for it. */
export function preloadApiClient(): void {
  void loadAxios();
}

/** Creates the one HTTP client every app uses: same-origin `/api`, cookies, CSRF header, envelope errors. */
export function createApiClient(baseURL = '/api'): ApiClient {
  const client: ApiClient = {
    defaults: {
      baseURL,
      withCredentials: true,
      timeout: API_TIMEOUT_MS,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' },
    },
    request: ((config: AxiosRequestConfig) => {
      const { headers, ...defaults } = client.defaults;
      return loadAxios().then((axios) => axios.request({ ...defaults, ...config, headers: { ...headers, ...(config.headers as Record<string, string> | undefined) } }));
    }) as AxiosInstance['request'],
    get: (url, config) => client.request({ ...config, method: 'GET', url }),
    delete: (url, config) => client.request({ ...config, method: 'DELETE', url }),
    head: (url, config) => client.request({ ...config, method: 'HEAD', url }),
    options: (url, config) => client.request({ ...config, method: 'OPTIONS', url }),
    post: (url, data, config) => client.request({ ...config, method: 'POST', url, data }),
    put: (url, data, config) => client.request({ ...config, method: 'PUT', url, data }),
    patch: (url, data, config) => client.request({ ...config, method: 'PATCH', url, data }),
  };
  return client;
}

let defaultClient: ApiClient | null = null;

/** The shared client instance (created on first use). */
export function apiClient(): ApiClient {
  defaultClient ??= createApiClient();
  return defaultClient;
}

/** The envelope's `message` of an answer, or the ApiError it carries. */
function envelopeMessage<T>(status: number, body: unknown): T {
  if (status >= 200 && status < 300 && (body as ApiEnvelope<T> | null)?.success === true) return (body as { message: T }).message;
  if (isEnvelopeFailure(body) && body.errors.length > 0) throw new ApiError(status, body.errors);
  throw toApiError(new Error('Malformed response'));
}

/**
 * Performs a request and returns the envelope's `message`, or throws ApiError. A request the page's
 * early script already sent (early-requests.ts) takes that answer; if it never arrived, it is sent now.
 */
export async function apiRequest<T>(config: AxiosRequestConfig, client: ApiClient = apiClient()): Promise<T> {
  const early = await takeEarlyAnswer(config.method ?? 'GET', config.url ?? '', config.data);
  if (early) return envelopeMessage<T>(early.status, early.body);
  const response = await client.request<ApiEnvelope<T>>(config);
  return envelopeMessage<T>(response.status, response.data);
}
