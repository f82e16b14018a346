import autocannon from 'autocannon';
import { type OpenLoadRequest, openLoad } from './open-load.ts';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export interface Scenario {
  name: string;
  paths: string[];
  /** A POST scenario: its headers and the JSON bodies sent in turn. */
  post?: {
    headers: Record<string, string>;
    bodies: string[];
    /** Headers of the n-th request of its own (an idempotency key). */
    headersOf?: (index: number) => Record<string, string>;
  };
  /** Connections of its own instead of `--connections`. */
  connections?: number;
  /**
   * Requests per second offered, arriving as shoppers do (`openLoad`); without it each connection
   * sends its next request as soon as the last is answered, which measures the most the API can
   * take and makes latency the connections over that throughput.
   */
  rate?: number;
}

/** Requests sent so far: POST bodies and keys continue from one run to the next. */
let sent = 0;

/** The n-th request of a scenario (n counted over all runs). */
function requestOf(scenario: Scenario, index: number): OpenLoadRequest {
  const path = scenario.paths[index % scenario.paths.length] ?? '/';
  if (!scenario.post) return { path, method: 'GET', headers: {} };
  const { headers, bodies, headersOf } = scenario.post;
  return {
    path,
    method: 'POST',
    headers: { ...headers, ...headersOf?.(index) },
    body: bodies[index % bodies.length] ?? '{}',
  };
}

/** How long each scenario runs and its connections when it names none. */
export interface DriveOptions {
  durationSeconds: number;
  connections: number;
}

/** Drives one scenario against the API on `port` and measures what it answered. */
export async function drive(port: number, scenario: Scenario, options: DriveOptions) {
  const duration = options.durationSeconds;
  const scenarioConnections = scenario.connections ?? options.connections;
  if (scenario.rate) {
    const offset = sent;
    const result = await openLoad({
      port,
      rate: scenario.rate,
      durationSeconds: duration,
      connections: scenarioConnections,
      requestOf: (index) => requestOf(scenario, offset + index),
    });
    sent += result.sent;
    const answered = result.latencies.length;
    const ok = Object.entries(result.statuses)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      scenario: scenario.name,
      connections: scenarioConnections,
      requestsPerSecond: Math.round(answered / duration),
      p50: percentile(result.latencies, 50),
      p95: percentile(result.latencies, 95),
      p99: percentile(result.latencies, 99),
      errors: result.failures + answered - ok,
      statuses: result.statuses,
      total: result.sent,
    };
  }
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: scenarioConnections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const next = requestOf(scenario, sent++);
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    connections: scenarioConnections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    statuses: result.statusCodeStats,
    total: result.requests.total,
  };
}
