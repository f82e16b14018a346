import type { ChildProcess } from 'node:child_process';

export { freePort } from '../apps/api/src/lib/free-port.ts';

/**
 * Waits until `url` answers 2xx, for a server `child` was started to be; fails when the child exits
 * first or `timeoutMs` passes. Shared by the end-to-end tests' and the Lighthouse bench's throw-away shops.
 */
export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a child and waits until it is gone (one killed already, by a test, is gone). */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
