import { appForPath, pathStatus, remotesWithoutRoutes } from '../routing/route-table';
import { PAGE_START_ELEMENT_ID, pageStartElement } from '@homeworth/shared-lib/domain';
import { loadRemoteRoutes, routesUrlOf } from './remote-routes';
import { readPageStart } from './page-start';

const REMOTES = {
  mfe_account: 'http://localhost:3001/mf-manifest.json',
  mfe_estimator: 'http://localhost:3002/mf-manifest.json',
  mfe_property_report: 'http://localhost:3003/mf-manifest.json',
  mfe_agent: 'http://localhost:3004/mf-manifest.json',
  // mfe_maintenance is not deployed.
};

// The part of a fetch Response the loader reads (jsdom has no Response).
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });

const realFetch = global.fetch;
afterEach(() => {
  jest.restoreAllMocks();
  global.fetch = realFetch;
});

describe("reading the remotes' routes.json", () => {
  it('finds routes.json beside the manifest', () => {
    expect(routesUrlOf('http://localhost:3105/mf-manifest.json')).toBe('http://localhost:3105/routes.json');
    expect(routesUrlOf('https://cdn.example/agent/v2/mf-manifest.json')).toBe('https://cdn.example/agent/v2/routes.json');
  });

  it('reads every remote in parallel; one that fails, is invalid or is not deployed leaves the others working', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked: string[] = [];
    let answer: (() => void) | undefined;
    const fetchStub = jest.fn(async (url: string) => {
      asked.push(url);
      if (url.includes(':3001/')) {
        // Held until every other request has gone out: nobody waits for another remote.
        await new Promise<void>((resolve) => (answer = resolve));
        return json({ routes: [{ path: '/login/*', access: 'public', title: 'Sign in' }] });
      }
      if (url.includes(':3002/')) return json({ routes: [{ path: '/Kitchen-Renovation-Cost/*', access: 'public', title: 'Kitchen' }] });
      if (url.includes(':3003/')) return json({ nothing: true });
      return json({ message: 'Not found' }, 404);
    });
    global.fetch = fetchStub as unknown as typeof fetch;

    const loading = loadRemoteRoutes(REMOTES);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(4);
    answer?.();
    await loading;

    expect(appForPath('/login')).toBe('mfe-account');
    expect(appForPath('/kitchen-renovation-cost/room-size')).toBe('mfe-estimator');
    expect(remotesWithoutRoutes()).toEqual(['mfe-property-report', 'mfe-agent', 'mfe-maintenance']);
    expect(pathStatus('/dashboard')).toBe('unclaimed-while-missing');
    expect(error).toHaveBeenCalledWith('[shell] the routes of mfe-agent could not be read', expect.any(Error));
    expect(error).toHaveBeenCalledWith('[shell] the routes of mfe-property-report could not be read', expect.any(Error));
  });

  it('takes the routes the page was served with as they are, and fetches only the others (and an invalid served one)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      asked.push(url);
      return json({ routes: [{ path: '/dashboard', access: 'public', title: 'Dashboard' }] });
    }) as unknown as typeof fetch;
    await loadRemoteRoutes(REMOTES, undefined, {
      mfe_account: { routes: [{ path: '/login/*', access: 'public', title: 'Sign in' }] },
      mfe_estimator: { routes: [{ path: '/Kitchen-Renovation-Cost/*', access: 'public', title: 'Kitchen' }] },
      mfe_agent: { routes: [{ path: 'agent', access: 'public', title: '' }] },
    });
    expect(asked.sort()).toEqual(['http://localhost:3003/routes.json', 'http://localhost:3004/routes.json']);
    expect(appForPath('/login/forgot-password')).toBe('mfe-account');
    expect(appForPath('/kitchen-renovation-cost')).toBe('mfe-estimator');
  });
});

describe('the page start the server wrote into index.html', () => {
  afterEach(() => document.getElementById(PAGE_START_ELEMENT_ID)?.remove());

  it('is read from its JSON block; a page without one, or with a broken one, gives nothing', () => {
    expect(readPageStart()).toEqual({});
    document.head.insertAdjacentHTML('beforeend', pageStartElement({ guest: true, remotes: { mfe_agent: 'http://localhost:3004/mf-manifest.json' } }));
    expect(readPageStart()).toEqual({ guest: true, remotes: { mfe_agent: 'http://localhost:3004/mf-manifest.json' } });
    document.getElementById(PAGE_START_ELEMENT_ID)!.textContent = '{"guest":';
    expect(readPageStart()).toEqual({});
  });

  it('cannot be closed early by a text inside it', () => {
    const html = pageStartElement({ remotes: { x: '</script><script>alert(1)</script>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.head.insertAdjacentHTML('beforeend', html);
    expect(readPageStart().remotes?.x).toBe('</script><script>alert(1)</script>');
  });
});
