// Webpack emits the landing page's copy as its own asset and gives its URL; kept apart because jest
// (CommonJS) cannot parse import.meta: tests mock this module.

/** URL of the landing page's copy (JSON, see landing-content.ts). */
export const LANDING_CONTENT_URL = new URL('../content/landing.json', import.meta.url).href;
