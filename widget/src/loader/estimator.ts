import { FRAME_PARAMS, FRAME_PATH, HEIGHT_MESSAGE } from '../widget-contract';

/**
 * The partner's embed: `<script async src="<site>/widget/estimator.js" data-key="pk_..." data-project="...">`.
 * It only places an iframe of the site's estimator page after itself, so the host page's styles and
 * globals never reach the estimator and the estimator's never reach the host. Everything else loads
 * inside the frame, and only once the frame is near the viewport. No global is read or written except
 * the DOM and `addEventListener`.
 */

/** The scripts of this loader not yet turned into a frame (a page may embed several estimators). */
function pendingScripts(): HTMLScriptElement[] {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.key) return [current];
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-key][src*="/widget/estimator.js"]'));
}

// Inline, important declarations: the strongest an author style can be, so host rules such as
// `iframe { display: none !important }` cannot hide or squash the estimator.
const FRAME_STYLE: Record<string, string> = {
  display: 'block',
  width: '100%',
  'max-width': '720px',
  height: '640px',
  border: '0',
  margin: '0 auto',
  padding: '0',
  'color-scheme': 'normal',
};

function embed(script: HTMLScriptElement): void {
  if (script.dataset.hwEmbedded) return;
  script.dataset.hwEmbedded = '1';
  const site = new URL(script.src, location.href).origin;
  const src = new URL(FRAME_PATH, site);
  src.searchParams.set(FRAME_PARAMS.key, script.dataset.key ?? '');
  src.searchParams.set(FRAME_PARAMS.project, script.dataset.project ?? '');
  src.searchParams.set(FRAME_PARAMS.origin, location.origin);
  const frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = script.dataset.title || 'Renovation cost estimator';
  frame.loading = 'lazy';
  for (const [name, value] of Object.entries(FRAME_STYLE)) frame.style.setProperty(name, value, 'important');
  script.after(frame);
  // The frame reports its content height so the page shows it without an inner scroll bar.
  addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (event.origin !== site || event.source !== frame.contentWindow || data?.type !== HEIGHT_MESSAGE) return;
    if (typeof data.height === 'number' && data.height > 0 && data.height < 10_000) frame.style.setProperty('height', `${Math.ceil(data.height)}px`, 'important');
  });
}

pendingScripts().forEach(embed);
