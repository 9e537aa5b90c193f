/** Debian's Chromium (Playwright cannot download its own browser here) with the flags ARCHITECTURE.md names; one copy for every Playwright config. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
