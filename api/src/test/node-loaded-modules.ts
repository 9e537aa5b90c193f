import { runInThisContext } from 'node:vm';

// Jest runs test code in a VM sandbox that, on Node 20, supports neither dynamic import() nor
// require() of an ES module (electric-sql/pglite#224). A few dependencies need one of them:
//   @electric-sql/pglite  import()s its WASM and node:module
//   @fastify/cookie       import()s the ESM-only `cookie`
//   cookie                is ESM-only (required by light-my-request, behind app.inject)
//   content-disposition   is ESM-only (required by @fastify/swagger-ui's static files)
// These are loaded by Node's own loader and handed to jest's registry unchanged: the code under
// test is the real thing, not a mock. Jest sandboxes `node:module` and `process.getBuiltinModule`,
// so the host's createRequire is fetched from the main context. Import this module first.

type CreateRequire = (filename: string) => NodeJS.Require;

const hostCreateRequire = runInThisContext('(() => process.getBuiltinModule("node:module").createRequire)()') as CreateRequire;
const hostRequire = hostCreateRequire(__filename);

jest.mock('@electric-sql/pglite', () => hostRequire('@electric-sql/pglite'));
jest.mock('@fastify/cookie', () => hostRequire('@fastify/cookie'));
jest.mock('cookie', () => hostRequire('cookie'));
jest.mock('content-disposition', () => hostRequire('content-disposition'));
// jose (Google ID token checks) is ESM-only.
jest.mock('jose', () => hostRequire('jose'));
// openapi-typescript's CommonJS build requires ESM-only parse-json (the generated API types check).
jest.mock('openapi-typescript', () => hostRequire('openapi-typescript'));
