import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { stopChild } from '../../../scripts/local-servers.ts';
import { freePort } from '../src/lib/free-port.ts';

/** The 1-minute load average, to one decimal: on a shared machine it says what else ran. */
export const loadNow = () => Number((loadavg()[0] ?? 0).toFixed(1));

/** A process's resident memory now and at its peak, in MB (Linux `/proc`; null elsewhere). */
export function residentMb(pid: number | undefined): { now: number; peak: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** The ceiling server (`ceiling.ts`) in a process of its own, listening on the port returned. */
export async function ceilingServer(): Promise<{
  port: number;
  pid: number | undefined;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CEILING_PORT: String(port), NODE_ENV: 'production' },
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ceiling server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ceiling`)).ok)
        return { port, pid: child.pid, stop: () => stopChild(child) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the ceiling server did not answer within 30 s');
}
