/**
 * What the loader on a partner's page, the framed estimator page and the site's server agree on.
 * Plain constants only: the loader bundles this file and must stay a few hundred bytes.
 */

/** The estimator page the loader frames, served by the site with the partner's origins as its only allowed ancestors. */
export const FRAME_PATH = '/widget/frame';

/** Query parameters of the frame page: the publishable key, the project slug and the embedding page's origin. */
export const FRAME_PARAMS = { key: 'key', project: 'project', origin: 'origin' } as const;

/** The message the frame posts to its parent (only to the partner's origin) when its content height changes. */
export const HEIGHT_MESSAGE = 'homeworth-widget:height';

/** Where the frame page sends its API calls: the site forwards them to `/api/widget/v1/*` as the partner's origin. */
export const GATEWAY_PATH = '/widget/v1/';

/** Header by which the frame names the partner origin it was framed for (checked against the key by the API). */
export const PARTNER_ORIGIN_HEADER = 'x-widget-origin';

/** Id of the JSON element in the frame page that carries its start data (the partner's branding). */
export const FRAME_START_ID = 'hw-widget-start';

/** Publishable keys as the portal issues them. */
export const PUBLISHABLE_KEY = /^pk_[A-Za-z0-9_-]{8,128}$/;

/** A partner's brand as the frame shows it. */
export interface WidgetBranding {
  partnerName: string;
  primaryColor: string | null;
  logoUrl: string | null;
  /** Whether the partner takes contact requests (a leads e-mail or webhook is set). */
  leadsEnabled: boolean;
}

/** What the server writes into the frame page. */
export interface FrameStart {
  key: string;
  project: string;
  partnerOrigin: string;
  branding: WidgetBranding;
}
