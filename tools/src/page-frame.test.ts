/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { injectFrames, pageFrame, pageFrames } from './page-frame';

const TEMPLATE = fs.readFileSync(path.resolve(__dirname, '../../shell/src/index.html'), 'utf8');
// The built index.html is minified: unquoted ids.
const MINIFIED =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id=shell-header></div><main id=main><div id=area-shell></div><div id=area-mfe-account></div></main></body></html>';

describe('page frames', () => {
  it('gives a guest the sign-in card of /login, with or without a trailing slash', () => {
    expect(pageFrame('/login', undefined)?.area).toBe('area-mfe-account');
    expect(pageFrame('/login/', 'hw_consent=1')?.html).toContain('<h1>Sign in</h1>');
  });

  it("gives a guest an estimator project's first question: the project's name and the guest limit, links back to the page", () => {
    const frame = pageFrame('/kitchen-renovation-cost', undefined)!;
    expect(frame.area).toBe('area-mfe-estimator');
    expect(frame.html).toContain('<p>Kitchen cost estimator</p>');
    expect(frame.html).toContain('As a guest you can estimate one project for free.');
    expect(frame.html).toContain('href="/login?referrer=%2Fkitchen-renovation-cost"');
    expect(pageFrame('/home-renovation-costs', undefined)).toBeNull();
    expect(pageFrame('/Kitchen-Renovation-Cost', 'hw_session=x')).toBeNull();
  });

  it("gives a guest an estimator project's result page as it is while the estimate is on its way", () => {
    const frame = pageFrame('/Kitchen-Renovation-Cost/estimator-result', undefined)!;
    expect(frame.area).toBe('area-mfe-estimator');
    expect(frame.html).toContain('<p role="status">Calculating your estimate…</p>');
    expect(pageFrame('/Kitchen-Renovation-Cost/estimator-result', 'hw_session=x')).toBeNull();
    // The combined result pages and unknown projects have none.
    expect(pageFrame('/multiproject/estimator-result', undefined)).toBeNull();
    expect(pageFrame('/Not-A-Project/estimator-result', undefined)).toBeNull();
  });

  it("gives a guest the guest's /dashboard: its heading and lead", () => {
    expect(pageFrame('/dashboard', undefined)).toEqual(
      expect.objectContaining({ area: 'area-mfe-property-report', html: expect.stringContaining('<h1>Your home dashboard</h1>') }),
    );
  });

  it('gives a signed-in browser and pages without a frame nothing', () => {
    expect(pageFrame('/login', 'a=1; hw_session=abc')).toBeNull();
    expect(pageFrame('/login', 'user_profile=%7B%7D')).toBeNull();
    expect(pageFrame('/dashboard', 'hw_session=abc')).toBeNull();
    expect(pageFrame('/login/forgot-password', undefined)).toBeNull();
    expect(pageFrame('/contact-us', undefined)).toBeNull();
  });

  it('writes the markup into the area element and the CSS into the head, in the template and in the minified build', () => {
    const frame = pageFrame('/login', undefined)!;
    for (const html of [TEMPLATE, MINIFIED]) {
      const out = injectFrames(html, [frame]);
      expect(out).toMatch(/<div id="?area-mfe-account"?><section class="hw-frame-auth" data-hw-frame><h1>Sign in<\/h1>/);
      expect(out.indexOf('<style id="hw-frame-css">')).toBeLessThan(out.indexOf('</head>'));
      expect(out).toMatch(/<div id="?area-shell"?><\/div>/);
    }
  });

  it('leaves a page whose area element is not empty as it is', () => {
    const html = MINIFIED.replace('<div id=area-mfe-account></div>', '<div id=area-mfe-account><p>x</p></div>');
    expect(injectFrames(html, [pageFrame('/login', undefined)!])).toBe(html);
  });

  it("gives every guest's page the navigation bar with its logo too (the dashboards have the same bar), and a signed-in browser nothing", () => {
    const login = pageFrames('/login', undefined);
    expect(login.map((f) => f.area)).toEqual(['shell-header', 'area-mfe-account']);
    expect(login[0]!.html).toContain('<a href="/" aria-label="Homeworth home">Home<span>worth</span></a>');
    expect(pageFrames('/contact-us', undefined).map((f) => f.area)).toEqual(['shell-header']);
    expect(pageFrames('/dashboard', undefined).map((f) => f.area)).toEqual(['shell-header', 'area-mfe-property-report']);
    expect(pageFrames('/Sample-Dashboard/', undefined).map((f) => f.area)).toEqual(['shell-header']);
    expect(pageFrames('/login', 'hw_session=abc')).toEqual([]);
  });

  it('writes every frame into its element, and their CSS once', () => {
    for (const html of [TEMPLATE, MINIFIED]) {
      const out = injectFrames(html, pageFrames('/login', undefined));
      expect(out).toMatch(/<div id="?shell-header"?><header class="hw-frame-header" data-hw-frame>/);
      expect(out).toMatch(/<div id="?area-mfe-account"?><section class="hw-frame-auth"/);
      expect(out.match(/<style id="hw-frame-css">/g)).toHaveLength(1);
      expect(out).toContain('.hw-frame-header{');
      expect(out).toContain('.hw-frame-auth{');
    }
  });
});
