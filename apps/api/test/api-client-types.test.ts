import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_CLIENT_TYPES_FILE, GENERATE_COMMAND, generateApiClientTypes } from '../scripts/apiClientTypes';

// The client's wire types follow the API's response schemas; a schema change without a new
// generation would let the storefront compile against answers the API no longer gives.
it('the committed api-client types are the ones the OpenAPI document generates', async () => {
  const committed = fs.existsSync(API_CLIENT_TYPES_FILE) ? fs.readFileSync(API_CLIENT_TYPES_FILE, 'utf8') : '';
  const fresh = await generateApiClientTypes();
  expect(committed === fresh, `packages/api-client/src/generated/openapi.ts is stale: run \`${GENERATE_COMMAND}\` and commit it`).toBe(true);
}, 60_000);
