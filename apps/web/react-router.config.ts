import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Another directory for a build beside the served one (the first-load budget test makes its own).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
} satisfies Config;
