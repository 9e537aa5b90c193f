import { API_TYPES_FILE, OPENAPI_JSON_FILE, writeApiTypes } from '../src/openapi/api-types';

// `npm run api:types`: regenerates api/openapi.json and the remotes' API types after a route's schema changes.
writeApiTypes().then(
  () => {
    console.log(`wrote ${OPENAPI_JSON_FILE}\nwrote ${API_TYPES_FILE}`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
