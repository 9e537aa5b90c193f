import type { FastifyReply } from 'fastify';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
} as const;

/**
 * Browser protections on every API answer: no MIME sniffing, no full URLs sent to other sites in
 * the Referer header, and no framing (clickjacking). A route that serves a page sets its own
 * Content-Security-Policy (the sandbox checkout); everything else may not be framed at all.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'content-security-policy' && reply.hasHeader(name)) continue;
    reply.header(name, value);
  }
  // HSTS only over HTTPS (TLS here or X-Forwarded-Proto from a trusted proxy): over plain-HTTP development
  // it would teach the browser to refuse localhost's other ports without TLS.
  if (reply.request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/** A year, subdomains included: browsers then never try the site over plain HTTP. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The same protections as raw header lines, for answers written to the socket (the HTTP parser's refusals). */
export const securityHeaderLines = (): string[] => Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`);

/**
 * The policy of a page the API renders itself (the sandbox checkout): its own inline styles, no
 * scripts, nothing loaded from elsewhere, never framed. (No form-action: the form's redirect goes
 * back to the site's origin, which may differ from the origin the page was opened on.)
 */
export const PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
