// `npm run typecheck`: the strict type-check of the whole workspace, each file once.
import { typecheck } from './lib.mjs';

await typecheck();
