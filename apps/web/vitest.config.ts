import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The same `~` alias as the app (vite.config.ts), so feature modules can be tested as they are.
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'bundle/**/*.test.ts'],
    environment: 'node',
  },
});
