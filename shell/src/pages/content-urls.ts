// Webpack emits each content file as its own asset (`new URL(..., import.meta.url)`) and gives its URL.
// Kept apart from the components because jest (CommonJS) cannot parse import.meta: tests mock this module.

/** URL of each page's body content (JSON, see page-content.ts). */
export const CONTENT_URLS: Readonly<Record<string, string>> = {
  'home-condition-score': new URL('./content/home-condition-score.json', import.meta.url).href,
  'building-permit-data': new URL('./content/building-permit-data.json', import.meta.url).href,
  'renovation-data': new URL('./content/renovation-data.json', import.meta.url).href,
  'automated-valuation-model': new URL('./content/automated-valuation-model.json', import.meta.url).href,
  'predictive-analytics': new URL('./content/predictive-analytics.json', import.meta.url).href,
  'digital-web-tools': new URL('./content/digital-web-tools.json', import.meta.url).href,
  'partner-us': new URL('./content/partner-us.json', import.meta.url).href,
  'lender-sales': new URL('./content/lender-sales.json', import.meta.url).href,
  'insurance-white-label': new URL('./content/insurance-white-label.json', import.meta.url).href,
  'realty-sales': new URL('./content/realty-sales.json', import.meta.url).href,
  'join-as-contractor': new URL('./content/join-as-contractor.json', import.meta.url).href,
  'home-report': new URL('./content/home-report.json', import.meta.url).href,
  'contact-us': new URL('./content/contact-us.json', import.meta.url).href,
  'about-us': new URL('./content/about-us.json', import.meta.url).href,
  faq: new URL('./content/faq.json', import.meta.url).href,
  'privacy-policy': new URL('./content/privacy-policy.json', import.meta.url).href,
  'terms-service': new URL('./content/terms-service.json', import.meta.url).href,
  'write-for-us': new URL('./content/write-for-us.json', import.meta.url).href,
  'in-the-press': new URL('./content/in-the-press.json', import.meta.url).href,
  'loan-calculator': new URL('./content/loan-calculator.json', import.meta.url).href,
};
