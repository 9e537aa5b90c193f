/**
 * Known open-redirect payloads, after the public cheat sheets (PayloadsAllTheThings "Open
 * Redirect", its Intruder lists, the OWASP unvalidated-redirects sheet), aimed at the host
 * `evil.example`. Every redirect and return address must refuse each of them; tests only,
 * never bundled into an app.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Absolute URLs and other schemes
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'http:/evil.example',
  'https://homeworth.invalid@evil.example',
  'https://evil.example#@homeworth.invalid',
  'ftp://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'javascript://%0aalert(1)',
  'java%0d%0ascript%0d%0a:alert(0)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'evil.example',
  'evil.example/path',
  // Protocol-relative and slash tricks
  '//evil.example',
  '///evil.example',
  '////evil.example/%2f..',
  '//evil.example/%2f..',
  '//evil.example@homeworth.invalid',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/\\/evil.example',
  '/\\/evil.example',
  '//\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  // Percent-encoded (once, twice, three times) slashes and backslashes
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/x/..%2F%2Fevil.example',
  // Whitespace and control characters that URL parsers drop
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/%00//evil.example',
  ' //evil.example',
  '\t//evil.example',
  // Unicode look-alikes of / and \
  '/\uff0f/evil.example',
  '/%EF%BC%8F/evil.example',
  '/%EF%BC%BCevil.example',
  '/\u2215\u2215evil.example',
  // Broken percent-encoding
  '/%E0%A4%A',
  '/%',
];

/** Same-site paths the rule must keep (the product's own referrers). */
export const SAME_SITE_PATHS: readonly string[] = [
  '/dashboard',
  '/properties/12?tab=value#forecast',
  '/pricing-options?referrer=%2Fhome-renovation-costs',
  '/home-renovation-costs/kitchen-remodel/estimator-result',
  '/blog/first-post',
  '/agent/list-manager?emailLogId=42',
];
