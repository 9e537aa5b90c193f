import { escapeHtml } from '../../../providers/mail/mailer';

/** An image as the routes send it. */
export interface PlaceImage {
  contentType: string;
  body: Buffer;
}

/** A street view of an address, `width` x `height` pixels. */
export interface StreetViewRequest {
  fullAddress: string;
  width: number;
  height: number;
}

/** A map around a point, `width` x `height` pixels at `zoom`. */
export interface StaticMapRequest {
  lng: number;
  lat: number;
  zoom: number;
  width: number;
  height: number;
}

/** Where street view and static map images come from. */
export interface PlaceImageProvider {
  streetView(request: StreetViewRequest): Promise<PlaceImage>;
  staticMap(request: StaticMapRequest): Promise<PlaceImage>;
}

/** The provider answered with no image (down, slow, refused, not an image). */
export class PlaceImageUnavailable extends Error {}

const UPSTREAM_TIMEOUT_MS = 5000;

function svg(width: number, height: number, lines: string[], caption: string): PlaceImage {
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round(height / 2) + (i - (lines.length - 1) / 2) * 22}" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#1f3a5f">${escapeHtml(line)}</text>`,
    )
    .join('');
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(caption)}"><rect width="100%" height="100%" fill="#e8eef5"/><path d="M0 ${height * 0.72} H${width}" stroke="#c5d2e0" stroke-width="${Math.max(8, height * 0.08)}"/>${text}<text x="8" y="${height - 8}" font-family="sans-serif" font-size="11" fill="#5b6b7d">Placeholder image: no imagery provider configured</text></svg>`;
  return { contentType: 'image/svg+xml', body: Buffer.from(body) };
}

/** Splits an address into lines of at most `max` characters at spaces, so it fits the picture. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 4);
}

/** The default: an SVG drawn from the request (the address, or the coordinates), no network, labelled as a placeholder. */
export const placeholderImageProvider: PlaceImageProvider = {
  async streetView({ fullAddress, width, height }) {
    return svg(width, height, wrap(fullAddress, Math.max(12, Math.floor(width / 10))), `Street view placeholder for ${fullAddress}`);
  },
  async staticMap({ lng, lat, zoom, width, height }) {
    return svg(width, height, [`${lat.toFixed(5)}, ${lng.toFixed(5)}`, `zoom ${zoom}`], `Map placeholder at ${lat}, ${lng}`);
  },
};

/** Fills a URL template: each {name} becomes the URL-encoded value, so no value can change the host or path. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(String(values[name])) : whole));
}

async function fetchImage(url: string): Promise<PlaceImage> {
  const upstream = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) }).catch(() => null);
  const contentType = upstream?.headers.get('content-type') ?? '';
  if (!upstream?.ok || !contentType.startsWith('image/')) throw new PlaceImageUnavailable();
  return { contentType, body: Buffer.from(await upstream.arrayBuffer()) };
}

/**
 * A key-based imagery provider, fetched server-side (the key stays on the server, the page loads
 * from the site): STREET_VIEW_URL with {address}, {width}, {height}; STATIC_MAP_URL with {lng},
 * {lat}, {zoom}, {width}, {height}. An unset template falls back to the placeholder.
 */
export function templateImageProvider(templates: { streetViewUrl?: string; staticMapUrl?: string }): PlaceImageProvider {
  return {
    streetView: (request) =>
      templates.streetViewUrl
        ? fetchImage(fillTemplate(templates.streetViewUrl, { address: request.fullAddress, width: request.width, height: request.height }))
        : placeholderImageProvider.streetView(request),
    staticMap: (request) => (templates.staticMapUrl ? fetchImage(fillTemplate(templates.staticMapUrl, { ...request })) : placeholderImageProvider.staticMap(request)),
  };
}
