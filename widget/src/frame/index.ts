import { FRAME_START_ID, HEIGHT_MESSAGE, type FrameStart } from '../widget-contract';
import { startEstimator } from './estimator-app';

/** The frame page's entry: the server wrote the partner's key, project and branding into the page. */
function readStart(): FrameStart | null {
  try {
    return JSON.parse(document.getElementById(FRAME_START_ID)?.textContent ?? 'null') as FrameStart | null;
  } catch {
    return null;
  }
}

/** Tells the partner's page (and only that origin) how tall the estimator is, so it shows without an inner scroll bar. */
function reportHeight(partnerOrigin: string): void {
  if (window.parent === window) return;
  let last = 0;
  const post = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, partnerOrigin);
  };
  new ResizeObserver(post).observe(document.body);
  post();
}

const start = readStart();
if (start) {
  startEstimator(document.body, start);
  reportHeight(start.partnerOrigin);
}
