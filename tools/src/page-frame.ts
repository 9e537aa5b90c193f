/**
 * Page frames: for a page whose first screen is the same for every guest, the
 * shell's server writes that screen's hero into index.html (in the owning area's element, with its
 * critical CSS inline), so the first paint, made as soon as the HTML arrives, already shows the
 * page's largest text. The markup and styles are those the React page renders at the same place
 * (the comment of each frame names its component): when the remote mounts, React replaces the
 * element's content with the same box, so nothing moves (no layout shift) and no larger
 * contentful element appears later (LCP stays at the first paint). The navigation bar gets one too
 * (the bar and its logo; the shell's first render adds the links), and the estimator result page its
 * status line while the estimate is on its way (its largest text comes later, from the API).
 *
 * Only guests get a frame: a request carrying a session cookie gets the plain index.html, so a
 * frame never holds a user's data and a page a signed-in user sees differently never flashes.
 */
import { findEstimatorProject } from '@homeworth/shared-lib/domain';
import { media, theme } from '../../shared-lib/src/theme/theme';

export interface PageFrame {
  /** The id of the area element the page renders in (`area-mfe-account`). */
  area: string;
  /** Critical CSS of the markup. */
  css: string;
  /** The markup, static text only; its root has `data-hw-frame` (the shell removes a frame no app replaced: layout/mount-layout.tsx). */
  html: string;
}

// The cookies of a signed-in browser: the API's session and the readable profile the apps keep.
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Host-hw_session|hw_session|user_profile)=/;

// mfe-account/src/ui/auth-card.component.tsx (Card, Lead) and sign-in-page.component.tsx (title, lead).
const AUTH_CARD_CSS = `.hw-frame-auth{max-width:440px;margin:48px auto;padding:32px;background:${theme.colors.surface};border:1px solid ${theme.colors.border};border-radius:12px;box-shadow:${theme.shadow}}
${media.below('xs')}{.hw-frame-auth{margin:24px 12px;padding:24px 20px}}
.hw-frame-auth h1{margin:0 0 8px;font-size:1.75rem;color:${theme.colors.secondary}}
.hw-frame-auth p{margin:0 0 24px;color:${theme.colors.textMuted}}`;

// mfe-estimator/src/features/estimator-steps/step-page.styles.ts (Page, Eyebrow) and ui/guest-limit-note.component.tsx (Note, GUEST_LIMIT_TEXT).
const STEP_CSS = `.hw-frame-step{max-width:760px;margin:0 auto;padding:40px 24px 64px}
${media.below('xs')}{.hw-frame-step{padding:24px 16px 48px}}
.hw-frame-step>p:first-child{margin:0 0 12px;font-size:0.85rem;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${theme.colors.primary}}
.hw-frame-step>p+p{margin:0 0 20px;padding:12px 16px;max-width:720px;border-left:4px solid ${theme.colors.primary};background:${theme.colors.surface};border-radius:${theme.radius}}
.hw-frame-step a{color:${theme.colors.primary};font-weight:600}`;
const GUEST_LIMIT_TEXT = 'As a guest you can estimate one project for free. A second project, or several together, needs a free account.';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An estimator project's page (`/Kitchen-Renovation-Cost`): its first question opens with the project's name and, for a guest, the guest limit. */
function estimatorStepFrame(path: string): PageFrame | null {
  const project = /^\/[A-Za-z-]+$/.test(path) ? findEstimatorProject(path.slice(1)) : undefined;
  if (!project) return null;
  const referrer = encodeURIComponent(path);
  return {
    area: 'area-mfe-estimator',
    css: STEP_CSS,
    html:
      `<section class="hw-frame-step" data-hw-frame><p>${escapeText(project.displayName)} cost estimator</p>` +
      `<p>${GUEST_LIMIT_TEXT} <a href="/signup?referrer=${referrer}">Create a free account</a> or <a href="/login?referrer=${referrer}">sign in</a>.</p></section>`,
  };
}

// mfe-estimator/src/features/estimate-result/estimate-result.styles.ts (ResultPage) and estimate-result-page.component.tsx (its status line).
const RESULT_CSS = `.hw-frame-result{max-width:1120px;margin:0 auto;padding:40px 24px 72px;display:grid;grid-template-columns:minmax(0,1fr);gap:24px}
${media.below('xs')}{.hw-frame-result{padding:24px 16px 56px;gap:16px}}`;

/**
 * An estimator project's result page (`/Kitchen-Renovation-Cost/estimator-result`): what it shows while the estimate
 * is on its way. The estimate itself comes from the API (the early script asks for it while the apps download).
 */
function estimatorResultFrame(path: string): PageFrame | null {
  const slug = /^\/([A-Za-z-]+)\/estimator-result$/.exec(path)?.[1];
  if (!slug || !findEstimatorProject(slug)) return null;
  return {
    area: 'area-mfe-estimator',
    css: RESULT_CSS,
    html: '<section class="hw-frame-result" aria-busy="true" data-hw-frame><p role="status">Calculating your estimate…</p></section>',
  };
}

// mfe-property-report/src/pages/dashboard-page.component.tsx (Page, Muted and the guest's heading and lead).
const DASHBOARD_CSS = `.hw-frame-dashboard{max-width:1120px;margin:0 auto;padding:32px 24px 48px}
${media.below('xs')}{.hw-frame-dashboard{padding:16px 12px 32px}}
.hw-frame-dashboard h1{margin:0 0 8px;font-size:clamp(1.6rem, 4vw, 2rem);color:${theme.colors.secondary}}
.hw-frame-dashboard p{margin:0 0 24px;color:${theme.colors.textMuted}}`;

const FRAMES: Readonly<Record<string, PageFrame>> = {
  // What a guest sees on /dashboard; a signed-in browser (session cookie) gets no frame, so never this.
  '/dashboard': {
    area: 'area-mfe-property-report',
    css: DASHBOARD_CSS,
    html: '<div class="hw-frame-dashboard" data-hw-frame><h1>Your home dashboard</h1><p>Sign in to see your home’s value, condition score and maintenance plan.</p></div>',
  },
  '/login': {
    area: 'area-mfe-account',
    css: AUTH_CARD_CSS,
    html: '<section class="hw-frame-auth" data-hw-frame><h1>Sign in</h1><p>Welcome back. Sign in to see your homes, estimates and plans.</p></section>',
  },
};

/** Whether a request carries neither the session cookie nor the readable profile: a guest's, for sure. */
export function isGuestRequest(cookieHeader: string | undefined): boolean {
  return !cookieHeader || !SIGNED_IN_COOKIE.test(cookieHeader);
}

// shell/src/layout/header-parts.ts (Bar, Logo) and shell-header.tsx (Inner): the navigation bar and its logo, at the
// logo's place on every width; the links and the account end come with the shell's first render.
const HEADER_CSS = `.hw-frame-header{background:${theme.colors.surface};border-bottom:1px solid ${theme.colors.border}}
.hw-frame-header>div{max-width:1280px;margin:0 auto;padding:0 24px;min-height:64px;display:flex;align-items:center}
.hw-frame-header a{font-size:1.35rem;font-weight:800;letter-spacing:-0.02em;color:${theme.colors.secondary};text-decoration:none}
.hw-frame-header span{color:${theme.colors.primary}}
${media.below('sm')}{.hw-frame-header>div{padding:0 16px}}
${media.below('tiny')}{.hw-frame-header>div{padding:0 12px}.hw-frame-header a{font-size:1.15rem}}`;

/** The navigation bar a guest sees on every page. */
function headerFrame(): PageFrame {
  return {
    area: 'shell-header',
    css: HEADER_CSS,
    html: '<header class="hw-frame-header" data-hw-frame><div><a href="/" aria-label="Homeworth home">Home<span>worth</span></a></div></header>',
  };
}

/** A page path without its trailing slash (`/` stays). */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The frame of a page path for a request with these cookies; null for a signed-in browser or a page without one. */
export function pageFrame(pathname: string, cookieHeader: string | undefined): PageFrame | null {
  if (!isGuestRequest(cookieHeader)) return null;
  const path = withoutTrailingSlash(pathname);
  return FRAMES[path] ?? estimatorStepFrame(path) ?? estimatorResultFrame(path);
}

/** The frames of a guest's page: the navigation bar's and the page's own, if it has one; none for a signed-in browser. */
export function pageFrames(pathname: string, cookieHeader: string | undefined): PageFrame[] {
  if (!isGuestRequest(cookieHeader)) return [];
  return [headerFrame(), pageFrame(pathname, cookieHeader)].filter((frame): frame is PageFrame => frame !== null);
}

/** index.html with the frames' CSS at the end of its head and each frame's markup inside its element (left out when that element is not empty). */
export function injectFrames(indexHtml: string, frames: readonly PageFrame[]): string {
  let html = indexHtml;
  const css: string[] = [];
  for (const frame of frames) {
    // The built index.html is minified (`<div id=area-x></div>`); the template quotes the id.
    const element = new RegExp(`(<div id="?${frame.area}"?>)(</div>)`);
    if (!element.test(html)) continue;
    html = html.replace(element, (_all, open: string, close: string) => `${open}${frame.html}${close}`);
    css.push(frame.css);
  }
  return css.length ? html.replace('</head>', () => `    <style id="hw-frame-css">${css.join('\n')}</style>\n  </head>`) : html;
}
