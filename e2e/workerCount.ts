import os from 'node:os';

/**
 * How many journey workers run side by side, each on its own servers (workerServers.ts): the e2e
 * project's maxWorkers and the number of server sets globalSetup.ts starts. `E2E_WORKERS=1` runs
 * the journeys one file at a time, as before decision 0045's second worker.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || Math.min(2, os.availableParallelism());
