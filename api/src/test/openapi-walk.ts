import type { App } from '../app';

// Reads the API's own OpenAPI document, so tests that must cover "every route" cover a route added later too.

/** A JSON schema node of the OpenAPI document (only what the walkers read). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** One operation of the document: method, path and what it takes. */
export interface DocumentedRoute {
  method: string;
  /** The path as documented, with `{param}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: SchemaNode }[];
  /** The JSON body schema, when the route takes a JSON body. */
  jsonBody?: SchemaNode;
  /** Whether the route takes multipart/form-data (file uploads). */
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: SchemaNode }[]; requestBody?: { content: Record<string, { schema: SchemaNode }> } }>>;
  components?: { schemas?: Record<string, SchemaNode> };
}

/** Every documented route of the app, read from `/api/docs/json`, with `$ref`s resolved. */
export async function documentedRoutes(app: App): Promise<DocumentedRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  const resolve = (node: SchemaNode): SchemaNode => resolveRefs(node, document.components?.schemas ?? {});
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        ...(json ? { jsonBody: resolve(json) } : {}),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return routes;
}

function resolveRefs(node: SchemaNode, components: Record<string, SchemaNode>, depth = 0): SchemaNode {
  if (depth > 20 || typeof node !== 'object' || node === null) return node;
  if (node.$ref) return resolveRefs(components[node.$ref.split('/').pop()!] ?? {}, components, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, SchemaNode>).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]));
    } else if (Array.isArray(value) && ['anyOf', 'oneOf', 'allOf'].includes(key)) {
      out[key] = (value as SchemaNode[]).map((v) => resolveRefs(v, components, depth + 1));
    } else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object') {
      out[key] = resolveRefs(value as SchemaNode, components, depth + 1);
    } else {
      out[key] = value;
    }
  }
  return out as SchemaNode;
}

/** A value that fits the schema's shape (not necessarily its business rules); `overrides` fill named fields. */
export function sampleValue(node: SchemaNode, overrides: Record<string, unknown> = {}, depth = 0): unknown {
  if (depth > 8) return null;
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  const alternative = node.anyOf ?? node.oneOf;
  if (alternative?.length) return sampleValue(alternative[0]!, overrides, depth + 1);
  if (node.allOf?.length) return Object.assign({}, ...node.allOf.map((n) => sampleValue(n, overrides, depth + 1)));
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'string':
      if (node.format === 'email') return 'fuzz.user@example.com';
      return 'a'.repeat(Math.max(node.minLength ?? 0, 3));
    case 'integer':
    case 'number':
      return Math.max(node.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(node.minItems ?? 1, 1) }, () => sampleValue(node.items ?? {}, overrides, depth + 1));
    case 'object':
    default: {
      if (!node.properties && !node.additionalProperties && type !== 'object') return 'a';
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node.properties ?? {})) value[key] = key in overrides ? overrides[key] : sampleValue(child, overrides, depth + 1);
      if (typeof node.additionalProperties === 'object') value.someKey = sampleValue(node.additionalProperties, overrides, depth + 1);
      return value;
    }
  }
}

/** The path of every leaf (string, number, boolean, null) and container inside a JSON value. */
export function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [...(prefix.length ? [prefix] : []), ...children.flatMap(([key, child]) => fieldPaths(child, [...prefix, key]))];
}

/** A deep copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/** The documented path with each `{param}` replaced by `values[param]` (taken as already encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}
