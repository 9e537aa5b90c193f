import { HEIGHT_MESSAGE } from '../widget-contract';

const SITE = 'https://homeworth.example';

function embedScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${SITE}/widget/estimator.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

// Each run is the script executing afresh on a page.
const runLoader = () => jest.isolateModules(() => void jest.requireActual('./estimator'));

afterEach(() => document.body.replaceChildren());

describe('the partner loader', () => {
  it("places one frame of the site's estimator page after its script, naming the key, project and page origin", () => {
    const script = embedScript({ 'data-key': 'pk_test_12345678', 'data-project': 'Kitchen-Renovation-Cost' });
    runLoader();
    runLoader();
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(script.nextElementSibling).toBe(frame);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${SITE}/widget/frame`);
    expect(Object.fromEntries(src.searchParams)).toEqual({ key: 'pk_test_12345678', project: 'Kitchen-Renovation-Cost', origin: window.location.origin });
    expect(frame.title).toBe('Renovation cost estimator');
    // Important inline declarations: host rules cannot hide or squash it.
    expect(frame.style.getPropertyPriority('display')).toBe('important');
    expect(frame.style.getPropertyValue('display')).toBe('block');
  });

  it('embeds every estimator of a page and adds no global of its own', () => {
    const before = new Set(Object.keys(window));
    embedScript({ 'data-key': 'pk_test_12345678', 'data-project': 'Kitchen-Renovation-Cost' });
    embedScript({ 'data-key': 'pk_test_12345678', 'data-project': 'Roofing-Cost-Estimator', 'data-title': 'Roof estimator' });
    runLoader();
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    expect(document.querySelectorAll('iframe')[1]!.title).toBe('Roof estimator');
    // window[0], window[1]: the frames' own windows, as the browser names every frame.
    expect(Object.keys(window).filter((name) => !before.has(name) && !/^\d+$/.test(name))).toEqual([]);
  });

  it('follows the height its own frame reports, and ignores messages from anyone else', () => {
    embedScript({ 'data-key': 'pk_test_12345678', 'data-project': 'Kitchen-Renovation-Cost' });
    runLoader();
    const frame = document.querySelector('iframe')!;
    const send = (origin: string, source: Window | null, height: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { origin, source, data: { type: HEIGHT_MESSAGE, height } }));
    send('https://evil.example', frame.contentWindow, 100);
    send(SITE, window, 100);
    send(SITE, frame.contentWindow, 'tall');
    expect(frame.style.height).toBe('640px');
    send(SITE, frame.contentWindow, 812.4);
    expect(frame.style.height).toBe('813px');
  });
});
