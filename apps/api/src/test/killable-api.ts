/**
 * The API's entry point (`src/server.ts`, the one its bundle is made from, run through tsx so that
 * test files running side by side never rebuild one bundle under each other), in a process of
 * its own that a test can kill with SIGKILL at any moment and start again on the same port
 * (`crash-safety.test.ts`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

function gate() {
  let open = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  promise.catch(() => {});
  return { promise, open, fail };
}

/**
 * The API in a process of its own (`src/server.ts`), on one port across
 * restarts. `generation` grows with every kill: a request sent in an earlier generation may have
 * died with its process. Requests wait for `whenReady()` between a kill and the restart's health.
 */
export class KillableApi {
  readonly url: string;
  generation = 0;
  kills = 0;
  starts = 0;
  private child: ChildProcess | undefined;
  private ready = gate();
  private restarting: Promise<void> | undefined;
  private stderr = '';
  private disposed = false;
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    process.once('exit', this.killOnExit);
  }

  whenReady(): Promise<void> {
    return this.ready.promise;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  async start(): Promise<void> {
    if (this.disposed) throw new Error('the API was disposed of');
    if (this.child) throw new Error('the API is already running');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: new URL('../..', import.meta.url).pathname,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...this.env, API_PORT: String(this.port), SEED_DEMO: 'false' },
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child = child;
    this.starts += 1;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !this.disposed) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) {
          this.ready.open();
          return;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    child.kill('SIGKILL');
    this.child = undefined;
    const error = new Error(`the API did not start (exit ${child.exitCode}):\n${this.stderr}`);
    this.ready.fail(error);
    throw error;
  }

  /** SIGKILL: the process stops where it is, mid-request, mid-transaction. Resolves once it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.generation += 1;
    this.kills += 1;
    this.child = undefined;
    this.ready = gate();
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Kills and starts again; a kill asked for while one is under way is not repeated (false). */
  async crash(): Promise<boolean> {
    if (this.restarting || !this.child) return false;
    this.restarting = (async () => {
      await this.kill();
      await this.start();
    })().finally(() => {
      this.restarting = undefined;
    });
    await this.restarting;
    return true;
  }

  /** A shutdown as an operator does it (SIGTERM), so nothing runs while the database is read. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    this.ready = gate();
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  /** Kills the process whatever the test's state (afterAll, also after a failure); nothing starts after. */
  dispose(): void {
    this.disposed = true;
    this.child?.kill('SIGKILL');
    this.child = undefined;
    this.ready.fail(new Error('the API was disposed of'));
    process.removeListener('exit', this.killOnExit);
  }
}
