import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoadRequest {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoadOptions {
  port: number;
  /** Requests per second on average. */
  rate: number;
  durationSeconds: number;
  /** Kept-alive sockets at most; a request due while all are busy waits for one. */
  connections: number;
  /** The n-th request. */
  requestOf: (index: number) => OpenLoadRequest;
}

export interface OpenLoadResult {
  /** Milliseconds from when each answered request was due to its answer, sorted. */
  latencies: number[];
  statuses: Record<number, number>;
  /** Requests that got no answer (a refused or broken connection). */
  failures: number;
  sent: number;
}

/** Mulberry32: a small seeded generator, so that two runs offer the same arrivals. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sends requests as shoppers arrive: each independently of the others' answers, `rate` per second
 * on average with exponential gaps (a Poisson arrival process), over at most `connections`
 * kept-alive sockets. A closed loop (autocannon's connections, each sending when its last answer
 * came) measures how much the API takes, and its latency is then the connections over that
 * throughput; autocannon's own rate limit sends each connection's share in a burst at the start
 * of every second. Latency here counts from when a request was due, so the time it waited for a
 * socket or behind a slow answer is in it, as it is for the shopper.
 */
export async function openLoad(options: OpenLoadOptions): Promise<OpenLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const random = seededRandom(options.rate * 7919 + options.durationSeconds);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const end = start + options.durationSeconds * 1000;
  let due = start;
  for (let index = 0; ; index += 1) {
    due += (-Math.log(1 - random()) / options.rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const dueAt = due;
    const request = options.requestOf(index);
    inFlight.push(
      new Promise<void>((resolve) => {
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port: options.port,
            path: request.path,
            method: request.method,
            headers: request.headers,
            agent,
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              latencies.push(performance.now() - dueAt);
              const status = response.statusCode ?? 0;
              statuses[status] = (statuses[status] ?? 0) + 1;
              resolve();
            });
          },
        );
        outgoing.on('error', () => {
          failures += 1;
          resolve();
        });
        outgoing.end(request.body);
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, failures, sent: inFlight.length };
}
