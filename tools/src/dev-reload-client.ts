// Added only to `npm run dev` builds (scripts/dev.ts): the page reloads when the app is rebuilt.
declare const __HW_DEV_RELOAD_URL__: string;

const flags = window as unknown as { __hwDevReload?: boolean };
// remoteEntry.js and main.js may both carry this file: listen once.
if (!flags.__hwDevReload) {
  flags.__hwDevReload = true;
  new EventSource(__HW_DEV_RELOAD_URL__).addEventListener('built', () => window.location.reload());
}

export {};
