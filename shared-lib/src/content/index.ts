// The marketing pages' text and body shape: one copy serves the shell (which shows the pages) and
// the API (which pre-renders them into the first HTML).
export { MARKETING_PAGES, marketingPageFor, type MarketingPage } from './marketing-pages';
export { loadPageContent, type ContentSection, type PageContent } from './page-content';
