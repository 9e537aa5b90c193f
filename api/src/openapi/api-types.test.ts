import '../test/node-loaded-modules';
import fs from 'node:fs';
import { API_TYPES_FILE, OPENAPI_JSON_FILE, generateApiTypes } from './api-types';

// CI's check that the remotes' API types are not stale: regenerate in memory, compare with the committed files.

const STALE = 'The generated API types are stale: run npm run api:types and commit api/openapi.json and shared-lib/src/api-types/generated.ts';

describe('generated API types', () => {
  it('match the API as it is now (api/openapi.json and shared-lib/src/api-types/generated.ts)', async () => {
    const { openapiJson, apiTypes } = await generateApiTypes();
    const committed = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    if (committed(OPENAPI_JSON_FILE) !== openapiJson || committed(API_TYPES_FILE) !== apiTypes) throw new Error(STALE);
    // The document names the answers the remotes alias, so a route losing its response schema fails here too.
    expect(apiTypes).toContain('HomeReport: {');
    expect(apiTypes).toContain('UserProfile: {');
  }, 60_000);
});
