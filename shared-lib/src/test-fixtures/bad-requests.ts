/**
 * Raw HTTP requests a server must answer with a 4xx (or by closing the connection) and survive:
 * NUL bytes, broken percent-encoding, traversal, over-long targets, odd methods, header garbage,
 * request smuggling shapes. `prefix` is put before the paths (e.g. an API route). Tests only.
 */
export function badRawRequests(prefix = ''): { name: string; raw: string }[] {
  const req = (line: string, headers = 'Host: localhost\r\nConnection: close') => `${line}\r\n${headers}\r\n\r\n`;
  const paths = [
    '/main.js%00',
    '/%00',
    '/main.js%00.html',
    '/%E0%A4%A',
    '/%',
    '/%zz',
    '/main.js%c0%af',
    '/%uFFFF',
    '/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/..\\..\\..\\etc\\passwd',
    '/%5c..%5c..%5cetc%5cpasswd',
  ];
  return [
    ...paths.map((p) => ({ name: `GET ${prefix}${p.slice(0, 40)}`, raw: req(`GET ${prefix}${p} HTTP/1.1`) })),
    { name: 'raw NUL in the path', raw: req(`GET ${prefix}/a\u0000b HTTP/1.1`) },
    { name: 'raw tab in the path', raw: req(`GET ${prefix}/a\tb HTTP/1.1`) },
    { name: 'a 20 KB path', raw: req(`GET ${prefix}/${'a'.repeat(20_000)} HTTP/1.1`) },
    { name: 'absolute-form target', raw: req('GET http://evil.example/ HTTP/1.1') },
    { name: '//host target', raw: req('GET //evil.example/ HTTP/1.1') },
    { name: 'asterisk target', raw: req('GET * HTTP/1.1') },
    { name: 'CONNECT', raw: req('CONNECT evil.example:443 HTTP/1.1') },
    { name: 'unknown method', raw: req(`FOO ${prefix}/ HTTP/1.1`) },
    { name: 'PROPFIND', raw: req(`PROPFIND ${prefix}/ HTTP/1.1`) },
    { name: 'TRACE', raw: req(`TRACE ${prefix}/ HTTP/1.1`) },
    { name: 'HTTP/9.9', raw: req(`GET ${prefix}/ HTTP/9.9`) },
    { name: 'no Host header', raw: req(`GET ${prefix}/ HTTP/1.1`, 'Connection: close') },
    { name: 'NUL in a header name', raw: req(`GET ${prefix}/ HTTP/1.1`, 'Host: localhost\r\nX-Bad\u0000: y\r\nConnection: close') },
    { name: 'NUL in a header value', raw: req(`GET ${prefix}/ HTTP/1.1`, 'Host: localhost\r\nX-Bad: a\u0000b\r\nConnection: close') },
    { name: 'header line without a colon', raw: req(`GET ${prefix}/ HTTP/1.1`, 'Host: localhost\r\nthis is not a header\r\nConnection: close') },
    { name: 'a 40 KB header', raw: req(`GET ${prefix}/ HTTP/1.1`, `Host: localhost\r\nX-Big: ${'b'.repeat(40_000)}\r\nConnection: close`) },
    { name: 'negative Content-Length', raw: req(`POST ${prefix}/ HTTP/1.1`, 'Host: localhost\r\nContent-Length: -1\r\nConnection: close') },
    { name: 'Content-Length not a number', raw: req(`POST ${prefix}/ HTTP/1.1`, 'Host: localhost\r\nContent-Length: abc\r\nConnection: close') },
    { name: 'two Content-Lengths', raw: req(`POST ${prefix}/ HTTP/1.1`, 'Host: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close') },
    {
      name: 'Content-Length with chunked',
      raw: `POST ${prefix}/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    },
    { name: 'broken chunk', raw: `POST ${prefix}/ HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nhello\r\n0\r\n\r\n` },
    { name: 'bare LF line ends', raw: `GET ${prefix}/ HTTP/1.1\nHost: localhost\nX-A: b\n\n` },
    { name: 'TLS hello on the plain port', raw: '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003\r\n\r\n' },
  ];
}
