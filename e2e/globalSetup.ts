import type { TestProject } from 'vitest/node';
import { startServers } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    storefrontUrl: string;
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const servers = await startServers();
  project.provide('apiUrl', servers.apiUrl);
  project.provide('storefrontUrl', servers.storefrontUrl);
  project.provide('mailDir', servers.mailDir);
  return () => servers.stop();
}
