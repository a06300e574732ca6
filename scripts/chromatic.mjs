// Publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says why it
// skipped and exits 0 (the hosted service is unreachable from these machines; visual checks
// run locally in the story tests).
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib.mjs';

// chromatic 17+ needs Node 22; 16.10.1 is the newest CLI that runs on Node 20.
const CHROMATIC_CLI = 'chromatic@16.10.1';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}
const result = spawnSync('npx', ['--yes', CHROMATIC_CLI, '--config-file', 'chromatic.config.json'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
