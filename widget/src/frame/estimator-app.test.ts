import { estimatorFlow, type EstimateResult } from '@homeworth/shared-lib/domain/estimator';
import type { FrameStart } from '../widget-contract';
import { startEstimator } from './estimator-app';

const START: FrameStart = {
  key: 'pk_test_12345678',
  project: 'Kitchen-Renovation-Cost',
  partnerOrigin: 'https://partner.example',
  branding: { partnerName: 'Acme Homes', primaryColor: '#ff6600', logoUrl: 'https://cdn.acme.example/logo.png', leadsEnabled: true },
};

const RESULT = {
  project: 'Kitchen-Renovation-Cost',
  projectName: 'Kitchen',
  finishLevel: 'midrange',
  finishLevels: [
    { level: 'basic', label: 'Builder grade', description: '' },
    { level: 'midrange', label: 'Mid-range', description: '' },
    { level: 'upscale', label: 'High end', description: '' },
  ],
  quantity: '150 sq ft kitchen (medium)',
  sizeCategory: 'medium',
  region: { state: 'US', name: 'the United States', index: 1, source: 'RSMeans' },
  lineItems: [{ kind: 'materials', label: 'Materials', amount: 12000 }],
  totalEstimatedProjectCost: 28876,
  range: { low: 24000, high: 34000 },
  excludes: [],
  roi: {
    recoupRate: 0.5,
    recoupSource: 'Cost vs. Value 2025',
    recoupExplanation: 'Follows a minor kitchen remodel.',
    resaleValueAdded: 14000,
    currentHomeValue: 400000,
    totalEquityBuild: 414000,
    roi: -14876,
  },
  recommendedProjects: [],
  sources: ['Cost vs. Value 2025'],
} as unknown as EstimateResult;

const ok = (message: unknown) => ({ ok: true, status: 200, json: async () => ({ success: true, message }) }) as Response;
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => ok(url.includes('estimate') ? RESULT : { received: true }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;

describe('the framed estimator', () => {
  it("asks the site's questions in order, then shows the engine's estimate and takes contact details only with consent", async () => {
    startEstimator(document.body, START);
    expect(document.querySelector('h1')!.textContent).toBe('Kitchen cost estimator');
    expect(document.querySelector<HTMLImageElement>('img.logo')!.alt).toBe('Acme Homes');
    expect(document.documentElement.style.getPropertyValue('--hw-primary')).toBe('#ff6600');
    // The first render leaves focus on the host page.
    expect(document.activeElement).toBe(document.body);

    // Every question of the flow, with the default answer, up to the estimate.
    const steps = estimatorFlow('Kitchen-Renovation-Cost', { start: 'renovation', 'room-types': ['cabinets', 'countertops'] });
    let asked = 0;
    while (document.querySelector('form.step')) {
      expect(document.querySelector('legend')!.textContent).toBeTruthy();
      asked += 1;
      (button('Next') ?? button('See my estimate')).click();
    }
    expect(asked).toBeGreaterThanOrEqual(steps.length - 1);
    await new Promise((r) => setTimeout(r, 0));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/widget/v1/estimate?key=pk_test_12345678');
    expect((init.headers as Record<string, string>)['x-widget-origin']).toBe('https://partner.example');
    expect(init.credentials).toBe('omit');
    const body = JSON.parse(String(init.body)) as { project: string; finishLevel: string; answers: Record<string, unknown> };
    expect(body).toMatchObject({ project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange' });
    expect(body.answers['home-age']).toBe(1985);

    expect(document.body.textContent).toContain('$28,876');
    expect(document.activeElement?.tagName).toBe('H2');

    // No consent, no lead.
    const input = (label: string) => {
      const id = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label)!.htmlFor;
      return document.getElementById(id) as HTMLInputElement;
    };
    input('Name').value = 'Pat Visitor';
    input('Email').value = 'pat@example.com';
    button('Send my details').click();
    expect(document.querySelector('.lead [role=alert]')!.textContent).toBe('Please agree to be contacted, or keep your details to yourself.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    document.querySelector<HTMLInputElement>('.consent input')!.checked = true;
    button('Send my details').click();
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [leadUrl, leadInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(leadUrl).toBe('/widget/v1/leads?key=pk_test_12345678');
    const sent = JSON.parse(String(leadInit.body)) as { estimate: Record<string, unknown> };
    expect(sent).toMatchObject({ name: 'Pat Visitor', email: 'pat@example.com', consent: true, estimate: { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange' } });
    expect(sent.estimate.answers).toEqual(body.answers);
    expect(document.querySelector('[role=status]')!.textContent).toBe('Thank you. Acme Homes has your details and will be in touch.');
  });

  it('offers no contact form when the partner takes no contact requests', async () => {
    startEstimator(document.body, { ...START, branding: { ...START.branding, leadsEnabled: false } });
    while (document.querySelector('form.step')) (button('Next') ?? button('See my estimate')).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.body.textContent).toContain('$28,876');
    expect(document.querySelector('form.lead')).toBeNull();
  });

  it("checks each answer with the site's rules before moving on", () => {
    startEstimator(document.body, { ...START, project: 'Roofing-Cost-Estimator' });
    while (!document.querySelector('input[type=number]')) button('Next').click();
    const number = document.querySelector<HTMLInputElement>('input[type=number]')!;
    // After each Next, focus is on the new question's answer.
    expect(document.activeElement).toBe(number);
    number.value = '';
    const legend = document.querySelector('legend')!.textContent;
    button('Next').click();
    expect(document.querySelector('legend')!.textContent).toBe(legend);
    expect(document.querySelector('[role=alert]')!.textContent).toBe('Please enter a number to continue.');
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the API's refusal and lets the visitor try again", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 403,
      json: async () => ({ success: false, errors: [{ code: 'ORIGIN_NOT_ALLOWED', message: 'This key cannot be used on this site.' }] }),
    } as Response);
    startEstimator(document.body, START);
    while (document.querySelector('form.step')) (button('Next') ?? button('See my estimate')).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('[role=alert]')!.textContent).toBe('This key cannot be used on this site.');
    button('Try again').click();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.body.textContent).toContain('$28,876');
  });
});
