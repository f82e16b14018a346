import { afterAll, vi } from 'vitest';

// Test files share their worker's modules (`isolate: false`): what one file changes
// process-wide must not leak into the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
