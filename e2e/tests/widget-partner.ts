import http from 'node:http';
import { LOCAL_SITE } from '../target';

/**
 * A partner's own site for the widget journeys: a page on its own origin (another loopback port) that
 * embeds the estimator as partners are told to, with aggressive global CSS and globals named like the
 * widget's code, so a clash with the host page would show.
 */
export const LISTED_PARTNER = 'http://127.0.0.1:3020';
export const UNLISTED_PARTNER = 'http://127.0.0.1:3021';

/** The host page's own globals; the widget must leave them as they are. */
export const HOST_GLOBALS = { estimator: 'host', FRAME_PATH: 'host', homeworthWidget: 'host', webpackChunkhomeworthWidget: 'host', embed: 'host' };

const HOST_STYLE = `
  * { color: #3b0a0a !important; letter-spacing: 2px !important; font-family: Georgia, serif !important; }
  iframe { display: none !important; width: 10px !important; height: 10px !important; }
  button, input, select, label, h1, h2 { all: unset !important; }
`;

/** The partner page: the documented embed, or (`forged`) a hand-made frame that claims another partner's origin. */
export function partnerPage(key: string, options: { forgedOrigin?: string } = {}): string {
  const embed = options.forgedOrigin
    ? `<iframe title="Renovation cost estimator" src="${LOCAL_SITE}/widget/frame?key=${key}&project=Kitchen-Renovation-Cost&origin=${encodeURIComponent(options.forgedOrigin)}"></iframe>`
    : `<script async src="${LOCAL_SITE}/widget/estimator.js" data-key="${key}" data-project="Kitchen-Renovation-Cost"></script>`;
  const globals = Object.entries(HOST_GLOBALS)
    .map(([name, value]) => `window.${name} = ${JSON.stringify(value)};`)
    .join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Homes</title><style>${HOST_STYLE}</style><script>${globals}</script></head>
<body><main><h1>Acme Homes</h1><p>Plan your new kitchen with us.</p>${embed}</main></body></html>`;
}

/** Serves `pages` (path to HTML) on a loopback port until closed. */
export async function startPartnerSite(origin: string, pages: () => Record<string, string>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const html = pages()[req.url ?? '/'];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html ?? 'Not found');
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, resolve);
  });
  return server;
}
