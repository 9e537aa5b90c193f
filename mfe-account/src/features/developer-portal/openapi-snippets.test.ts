import { documentOperations, exampleRequest, pythonLiteral, requestSnippets } from './openapi-snippets';

const SITE = 'https://homeworth.example';

// A small OpenAPI 3.1 document in the shape the data API publishes: a server path, a key header, a
// shared parameter by $ref, examples on parameters, bodies and answers.
const DOCUMENT = {
  openapi: '3.1.0',
  servers: [{ url: '/api/data/v1' }],
  components: {
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    parameters: { PropertyId: { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'prop_123' } },
  },
  paths: {
    '/properties': {
      get: {
        operationId: 'findProperty',
        summary: 'Property facts by address',
        parameters: [
          { name: 'address', in: 'query', schema: { type: 'string' }, example: "12 O'Hara St" },
          { name: 'city', in: 'query', schema: { type: 'string', examples: ['Austin'] } },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': { content: { 'application/json': { examples: { one: { value: { id: 'prop_123', beds: 3 } } } } } } },
      },
    },
    '/properties/{id}/value': {
      parameters: [{ $ref: '#/components/parameters/PropertyId' }],
      get: { summary: 'Home value', responses: { '200': { description: 'ok' } } },
    },
    '/batches': {
      post: {
        summary: 'Start a batch',
        requestBody: { content: { 'application/json': { example: { items: [{ address: '1 Main St', zip: '78701' }], notify: true, webhookUrl: null } } } },
        responses: { '202': { content: { 'application/json': { example: { id: 'batch_1' } } } } },
      },
    },
  },
};

describe('request examples from the OpenAPI document', () => {
  it('fills path parameters (also by $ref on the path item), keeps query examples and leaves out parameters without one', () => {
    const value = exampleRequest(DOCUMENT, '/properties/{id}/value', 'get', DOCUMENT.paths['/properties/{id}/value'].get, DOCUMENT.paths['/properties/{id}/value'], SITE);
    expect(value).toEqual({ method: 'GET', url: `${SITE}/api/data/v1/properties/prop_123/value`, query: [], keyHeader: 'X-Api-Key' });
    const find = exampleRequest(DOCUMENT, '/properties', 'get', DOCUMENT.paths['/properties'].get, DOCUMENT.paths['/properties'], SITE);
    expect(find.query).toEqual([
      ['address', "12 O'Hara St"],
      ['city', 'Austin'],
    ]);
  });

  it('writes a GET in curl, JavaScript and Python with the key read from the environment, never inline', () => {
    const [find] = documentOperations(DOCUMENT, SITE);
    expect(find!.snippets.curl).toBe(`curl '${SITE}/api/data/v1/properties?address=12+O%27Hara+St&city=Austin' \\\n  -H "X-Api-Key: $HOMEWORTH_API_KEY"`);
    expect(find!.snippets.javascript).toBe(
      [
        `const response = await fetch("${SITE}/api/data/v1/properties?address=12+O%27Hara+St&city=Austin", {`,
        '  headers: { "X-Api-Key": process.env.HOMEWORTH_API_KEY },',
        '});',
        'const answer = await response.json();',
        'console.log(response.status, answer);',
      ].join('\n'),
    );
    expect(find!.snippets.python).toBe(
      [
        'import os',
        'import requests',
        '',
        'response = requests.get(',
        `    "${SITE}/api/data/v1/properties",`,
        '    params={\n        "address": "12 O\'Hara St",\n        "city": "Austin",\n    },',
        '    headers={"X-Api-Key": os.environ["HOMEWORTH_API_KEY"]},',
        ')',
        'print(response.status_code, response.json())',
      ].join('\n'),
    );
    expect(find!.answerExample).toBe(JSON.stringify({ id: 'prop_123', beds: 3 }, null, 2));
  });

  it('sends the example body as JSON in each language (Python with True and None)', () => {
    const batch = documentOperations(DOCUMENT, SITE).find((op) => op.path === '/batches')!;
    expect(batch.method).toBe('POST');
    expect(batch.snippets.curl).toContain(`curl -X POST '${SITE}/api/data/v1/batches'`);
    expect(batch.snippets.curl).toContain(`-H 'Content-Type: application/json' \\\n  -d '{"items":[{"address":"1 Main St","zip":"78701"}],"notify":true,"webhookUrl":null}'`);
    expect(batch.snippets.javascript).toContain("  method: 'POST',");
    expect(batch.snippets.javascript).toContain('  body: JSON.stringify({\n    "items": [');
    expect(batch.snippets.python).toContain('response = requests.post(');
    expect(batch.snippets.python).toContain('    json={\n        "items": [\n            {\n                "address": "1 Main St",');
    expect(batch.snippets.python).toContain('"notify": True,');
    expect(batch.snippets.python).toContain('"webhookUrl": None,');
    expect(batch.answerExample).toBe('{\n  "id": "batch_1"\n}');
  });

  it('does not repeat the server path when the document writes full paths, and takes the header the scheme names', () => {
    const doc = { servers: [{ url: `${SITE}/api/data/v1` }], components: { securitySchemes: { k: { type: 'apiKey', in: 'header', name: 'X-Partner-Key' } } }, paths: {} };
    const request = exampleRequest(doc, '/api/data/v1/markets/{id}', 'get', { parameters: [{ name: 'id', in: 'path' }] }, {}, 'http://localhost:3000');
    expect(request.url).toBe(`${SITE}/api/data/v1/markets/%3Cid%3E`);
    expect(requestSnippets(request).curl).toContain('-H "X-Partner-Key: $HOMEWORTH_API_KEY"');
    // A quote in the body cannot end the shell's quoted argument.
    expect(requestSnippets({ ...request, method: 'POST', body: { note: "it's" } }).curl).toContain(`-d '{"note":"it'\\''s"}'`);
  });

  it('answers no operations for something that is not an OpenAPI document', () => {
    expect(documentOperations(null, SITE)).toEqual([]);
    expect(documentOperations({ paths: 'x' }, SITE)).toEqual([]);
  });

  it('writes Python literals for every JSON value', () => {
    expect(pythonLiteral({ a: [1, false], b: {}, c: [] })).toBe('{\n    "a": [\n        1,\n        False,\n    ],\n    "b": {},\n    "c": [],\n}');
  });
});
