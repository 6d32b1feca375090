import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server: complete without JavaScript (DESIGN principle 4).
  ssr: true,
} satisfies Config;
