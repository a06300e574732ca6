/**
 * The servers of this journey worker. The journeys run in two workers side by side (they wait on
 * a browser and two servers far more than they compute, decision 0045), and each worker has its
 * own API, database, mail folder and storefront, started by globalSetup.ts: one file's writes
 * (settings, carts, rate-limit counters) never reach a file running at the same time.
 */
import { inject } from 'vitest';

export interface ServerSet {
  apiUrl: string;
  storefrontUrl: string;
  /** Where the API's file mail transport writes its .eml files. */
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverSets: ServerSet[];
  }
}

/** One of this worker's server addresses. Vitest numbers its workers from 1 (`VITEST_POOL_ID`). */
export function server<Key extends keyof ServerSet>(key: Key): ServerSet[Key] {
  const sets = inject('serverSets');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return sets[(worker - 1) % sets.length]![key];
}
