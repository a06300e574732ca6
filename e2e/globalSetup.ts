import type { TestProject } from 'vitest/node';
import { startServers } from './servers';
import { E2E_WORKERS } from './workerCount';
import type { ServerSet } from './workerServers';

export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServers()));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(running.map((servers) => servers.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const sets: ServerSet[] = running.map(({ apiUrl, storefrontUrl, mailDir }) => ({ apiUrl, storefrontUrl, mailDir }));
  project.provide('serverSets', sets);
  return stopAll;
}
