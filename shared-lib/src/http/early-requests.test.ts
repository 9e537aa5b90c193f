import type { AxiosAdapter } from 'axios';
import { ApiError, apiRequest, createApiClient } from './api-client';
import { API_TIMEOUT_MS, startEarlyRequest } from './early-requests';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../domain/money-and-units/messages';

/** A client whose requests never leave the test: each one is recorded and answered `answer`. */
function recordingClient(answer: unknown) {
  const sent: string[] = [];
  const client = createApiClient();
  const adapter: AxiosAdapter = async (config) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url} ${String(config.data)}`);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  client.defaults.adapter = adapter;
  return { client, sent };
}

/** Stands in for the browser's fetch: answers `status` and `body` (or fails, like a dropped connection). */
function stubFetch(answer: { status: number; body: unknown } | 'network-error') {
  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

const ESTIMATE = { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers: { 'home-size': 1800 } };

describe('early requests', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
    delete (window as unknown as Record<string, unknown>).__hwEarlyRequests;
  });

  it('send the request as the apps client would: /api path, JSON body, cookies and the CSRF header', () => {
    const calls = stubFetch({ status: 200, body: { success: true, message: {} } });
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/estimation/estimates');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(ESTIMATE) });
    expect(calls[0]!.init.headers).toMatchObject({ [CSRF_HEADER]: CSRF_HEADER_VALUE, 'Content-Type': 'application/json' });
  });

  it('answer the apps identical request once, without sending it again', async () => {
    stubFetch({ status: 200, body: { success: true, message: { total: 41000 } } });
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    const { client, sent } = recordingClient({ success: true, message: { total: 99 } });
    await expect(apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: ESTIMATE }, client)).resolves.toEqual({ total: 41000 });
    expect(sent).toEqual([]);
    // Taken once: the next identical request (another finish level picked and back) is sent.
    await expect(apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: ESTIMATE }, client)).resolves.toEqual({ total: 99 });
    expect(sent).toHaveLength(1);
  });

  it('do not answer a request with another body', async () => {
    stubFetch({ status: 200, body: { success: true, message: { total: 41000 } } });
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    const { client, sent } = recordingClient({ success: true, message: { total: 52000 } });
    const upscale = { ...ESTIMATE, finishLevel: 'upscale' };
    await expect(apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: upscale }, client)).resolves.toEqual({ total: 52000 });
    expect(sent).toEqual([`POST /v1/estimation/estimates ${JSON.stringify(upscale)}`]);
  });

  it('carry the envelope error of the early answer, code and status, as the client would', async () => {
    stubFetch({ status: 403, body: { success: false, errors: [{ code: 'SIGN_UP_REQUIRED', message: 'Create a free account to estimate another project.' }] } });
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    const { client, sent } = recordingClient({ success: true, message: {} });
    const failure = apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: ESTIMATE }, client);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'SIGN_UP_REQUIRED', message: 'Create a free account to estimate another project.' });
    expect(sent).toEqual([]);
  });

  it('send nothing when the early script runs after the app has made that request', async () => {
    const calls = stubFetch({ status: 200, body: { success: true, message: { total: 41000 } } });
    const { client, sent } = recordingClient({ success: true, message: { total: 41000 } });
    await apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: ESTIMATE }, client);
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    expect(calls).toHaveLength(0);
    expect(sent).toHaveLength(1);
  });

  it('give up with the client, so the app asks itself when the early answer never comes', async () => {
    jest.useFakeTimers();
    const signals: AbortSignal[] = [];
    global.fetch = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init!.signal!);
          init!.signal!.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
        }),
    ) as typeof fetch;
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    const { client, sent } = recordingClient({ success: true, message: { total: 41000 } });
    const answer = apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: ESTIMATE }, client);
    jest.advanceTimersByTime(API_TIMEOUT_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signals[0]!.aborted).toBe(true);
    await expect(answer).resolves.toEqual({ total: 41000 });
    expect(sent).toHaveLength(1);
  });

  it('send the apps request after all when the early one failed on the network', async () => {
    stubFetch('network-error');
    startEarlyRequest('POST', '/v1/estimation/estimates', ESTIMATE);
    const { client, sent } = recordingClient({ success: true, message: { total: 41000 } });
    await expect(apiRequest({ method: 'POST', url: '/v1/estimation/estimates', data: ESTIMATE }, client)).resolves.toEqual({ total: 41000 });
    expect(sent).toHaveLength(1);
  });
});
