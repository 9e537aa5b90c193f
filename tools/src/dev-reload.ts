import type http from 'node:http';

/** Path of the live-reload stream a `npm run dev` build listens to (served by that app's static server). */
export const DEV_RELOAD_PATH = '/__hw-dev/reload';

/** The open live-reload streams of one app in `npm run dev`. */
export interface DevReload {
  /** Keeps `res` open as an EventSource stream. */
  attach(res: http.ServerResponse): void;
  /** Tells every open page that a new build is ready: they reload. */
  reload(): void;
}

/** Live reload without webpack-dev-server: server-sent events from the app's own static server. */
export function createDevReload(): DevReload {
  const pages = new Set<http.ServerResponse>();
  return {
    attach(res) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
      res.write(': waiting for builds\n\n');
      pages.add(res);
      res.on('close', () => pages.delete(res));
    },
    reload() {
      for (const page of pages) page.write('event: built\ndata: {}\n\n');
    },
  };
}
