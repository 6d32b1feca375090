import type { Config } from '@react-router/dev/config';

// Server rendering like the site (apps/web/react-router.config.ts).
export default { appDirectory: 'app', buildDirectory: 'build', ssr: true } satisfies Config;
