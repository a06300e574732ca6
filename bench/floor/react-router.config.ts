import type { Config } from '@react-router/dev/config';

// The floor of issue 18: React Router 7 framework mode with nothing of ours (decision 0054).
export default { ssr: true, appDirectory: 'app' } satisfies Config;
