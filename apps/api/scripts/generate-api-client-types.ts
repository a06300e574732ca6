// `npm run generate:api-types`: rewrites packages/api-client/src/generated/openapi.ts.
import fs from 'node:fs';
import path from 'node:path';
import { API_CLIENT_TYPES_FILE, generateApiClientTypes } from './apiClientTypes';

fs.mkdirSync(path.dirname(API_CLIENT_TYPES_FILE), { recursive: true });
fs.writeFileSync(API_CLIENT_TYPES_FILE, await generateApiClientTypes());
console.info(`wrote ${API_CLIENT_TYPES_FILE}`);
