/** The replicas' ports, as replicas/global-setup.ts started them. */
const ports = (name: 'E2E_API_PORTS' | 'E2E_WEB_PORTS') =>
  (process.env[name] ?? '').split(',').filter(Boolean).map(Number);

export const apiPorts = ports('E2E_API_PORTS');
export const webPorts = ports('E2E_WEB_PORTS');
export const apiPids = (process.env.E2E_API_PIDS ?? '').split(',').filter(Boolean).map(Number);

/**
 * The port of the process that gave an answer, from nginx's `X-Web-Upstream` or `X-Api-Upstream`
 * (`$upstream_addr`): the
 * last address when nginx had to pass the request on, e.g. `127.0.0.1:4001, 127.0.0.1:4002`.
 */
export function answeredBy(upstream: string | null | undefined): number | undefined {
  const last = upstream?.split(',').pop()?.trim();
  const port = last ? Number(last.split(':').pop()) : Number.NaN;
  return Number.isInteger(port) ? port : undefined;
}

/** An XSRF token from the shop, and the headers that carry it on a state-changing call. */
export async function xsrfHeaders(): Promise<Record<string, string>> {
  const health = await fetch(`${process.env.E2E_BASE_URL}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': decodeURIComponent(token),
  };
}
