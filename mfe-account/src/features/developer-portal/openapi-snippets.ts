// Request examples for the docs, made from the data API's OpenAPI document: every route's example
// parameters and body become a curl, a JavaScript (fetch) and a Python (requests) snippet.

/** The environment variable the snippets read the secret key from, so it is never pasted into code. */
export const KEY_VARIABLE = 'HOMEWORTH_API_KEY';

/** One example request, ready to be written in each language. */
export interface ExampleRequest {
  method: string;
  /** Absolute URL without the query. */
  url: string;
  query: [string, string][];
  /** Header that carries the secret key. */
  keyHeader: string;
  body?: unknown;
}

export interface Snippets {
  curl: string;
  javascript: string;
  python: string;
}

/** One documented route with its request examples. */
export interface DocOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  snippets: Snippets;
  /** The documented answer's example, pretty-printed. */
  answerExample?: string;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/...`) once; anything else is answered as is. */
function resolve(document: Json, value: unknown): Json {
  if (!isObject(value)) return {};
  const ref = value.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  const found = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
  return isObject(found) ? found : {};
}

/** The example of a parameter or media type: `example`, the first of `examples`, or the schema's. */
function exampleOf(document: Json, holder: Json): unknown {
  if (holder.example !== undefined) return holder.example;
  if (isObject(holder.examples)) {
    const first = Object.values(holder.examples)[0];
    if (first !== undefined) return resolve(document, first).value;
  }
  const schema = resolve(document, holder.schema);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return schema.default;
}

/** The header the document's API-key security scheme names (X-Api-Key when it names none). */
function keyHeaderOf(document: Json): string {
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? Object.values(document.components.securitySchemes) : [];
  const header = schemes.map((s) => resolve(document, s)).find((s) => s.type === 'apiKey' && s.in === 'header');
  return typeof header?.name === 'string' ? header.name : 'X-Api-Key';
}

/** The server's base URL, absolute against the site; a path that already starts with it is not prefixed twice. */
function urlOf(document: Json, path: string, siteOrigin: string): string {
  const server = Array.isArray(document.servers) && isObject(document.servers[0]) && typeof document.servers[0].url === 'string' ? document.servers[0].url : '';
  const base = new URL(server || '/', siteOrigin);
  const basePath = base.pathname.replace(/\/$/, '');
  const fullPath = basePath && (path === basePath || path.startsWith(`${basePath}/`)) ? path : `${basePath}${path}`;
  return `${base.origin}${fullPath}`;
}

/** The example request of one operation. */
export function exampleRequest(document: Json, path: string, method: string, operation: Json, pathItem: Json, siteOrigin: string): ExampleRequest {
  const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])].map((p) =>
    resolve(document, p),
  );
  let filledPath = path;
  const query: [string, string][] = [];
  for (const parameter of parameters) {
    const name = String(parameter.name ?? '');
    const example = exampleOf(document, parameter);
    if (parameter.in === 'path') {
      filledPath = filledPath.replace(`{${name}}`, encodeURIComponent(example === undefined ? `<${name}>` : String(example)));
    } else if (parameter.in === 'query' && example !== undefined) {
      query.push([name, typeof example === 'object' ? JSON.stringify(example) : String(example)]);
    }
  }
  const content = resolve(document, operation.requestBody).content;
  const media = isObject(content) ? resolve(document, content['application/json']) : {};
  const body = exampleOf(document, media);
  return { method: method.toUpperCase(), url: urlOf(document, filledPath, siteOrigin), query, keyHeader: keyHeaderOf(document), ...(body !== undefined ? { body } : {}) };
}

/** The URL with its query, as curl and fetch take it. */
function fullUrl(request: ExampleRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return search ? `${request.url}?${search}` : request.url;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlSnippet(request: ExampleRequest): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(fullUrl(request))}`, `  -H "${request.keyHeader}: $${KEY_VARIABLE}"`];
  if (request.body !== undefined) lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(request.body))}`);
  return lines.join(' \\\n');
}

/** JSON pretty-printed and indented to sit inside code at `indent`. */
const indented = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

function javascriptSnippet(request: ExampleRequest): string {
  const headers = [`${JSON.stringify(request.keyHeader)}: process.env.${KEY_VARIABLE}`, ...(request.body !== undefined ? [`'Content-Type': 'application/json'`] : [])];
  const options = [
    ...(request.method === 'GET' ? [] : [`  method: '${request.method}',`]),
    `  headers: { ${headers.join(', ')} },`,
    ...(request.body !== undefined ? [`  body: JSON.stringify(${indented(request.body, '  ')}),`] : []),
  ];
  return [
    `const response = await fetch(${JSON.stringify(fullUrl(request))}, {`,
    ...options,
    '});',
    'const answer = await response.json();',
    'console.log(response.status, answer);',
  ].join('\n');
}

/** A JSON value written as a Python literal (True, False, None; strings in JSON's escaping, which Python reads alike). */
export function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  const entries = Object.entries(value as Json);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

function pythonSnippet(request: ExampleRequest): string {
  const args = [
    `    ${JSON.stringify(request.url)},`,
    ...(request.query.length > 0 ? [`    params=${pythonLiteral(Object.fromEntries(request.query), '    ')},`] : []),
    `    headers={${JSON.stringify(request.keyHeader)}: os.environ["${KEY_VARIABLE}"]},`,
    ...(request.body !== undefined ? [`    json=${pythonLiteral(request.body, '    ')},`] : []),
  ];
  return ['import os', 'import requests', '', `response = requests.${request.method.toLowerCase()}(`, ...args, ')', 'print(response.status_code, response.json())'].join('\n');
}

/** The three snippets of one example request. */
export function requestSnippets(request: ExampleRequest): Snippets {
  return { curl: curlSnippet(request), javascript: javascriptSnippet(request), python: pythonSnippet(request) };
}

/** The first documented success answer's example. */
function answerExampleOf(document: Json, operation: Json): string | undefined {
  if (!isObject(operation.responses)) return undefined;
  const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
  const content = success ? resolve(document, operation.responses[success]).content : undefined;
  const example = isObject(content) ? exampleOf(document, resolve(document, content['application/json'])) : undefined;
  return example === undefined ? undefined : JSON.stringify(example, null, 2);
}

/** Every operation of the document with its snippets, in the document's order. */
export function documentOperations(document: unknown, siteOrigin: string): DocOperation[] {
  if (!isObject(document) || !isObject(document.paths)) return [];
  const doc = document;
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const pathItem = resolve(doc, item);
    return METHODS.filter((method) => isObject(pathItem[method])).map((method) => {
      const operation = pathItem[method] as Json;
      const answerExample = answerExampleOf(doc, operation);
      return {
        id: typeof operation.operationId === 'string' ? operation.operationId : `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : `${method.toUpperCase()} ${path}`,
        ...(typeof operation.description === 'string' ? { description: operation.description } : {}),
        snippets: requestSnippets(exampleRequest(doc, path, method, operation, pathItem, siteOrigin)),
        ...(answerExample ? { answerExample } : {}),
      };
    });
  });
}
