export interface NginxLayout {
  /** Where nginx keeps its pid, logs and buffers: no root, nothing outside it. */
  directory: string;
  /** The API's one address (the storefronts' `API_URL`), in front of every API process. */
  apiListenerPort: number;
  apiPorts: readonly number[];
  /**
   * What the browser opens: the storefronts, which pass `/api` and `/media` on to
   * `apiListenerPort`. Without storefront processes (the API bench) nginx serves the API only.
   */
  storefront?: { publicPort: number; webPorts: readonly number[] };
  /**
   * nginx's workers: `auto` (one a core) as the nginx image sets it in production (compose.yaml).
   * One by default: each worker keeps its own round-robin, so only one worker makes consecutive
   * requests alternate strictly between the processes, which the replica run's specs count on.
   */
  workers?: number | 'auto';
}

/**
 * nginx laid out as deploy/nginx-shop.conf.template lays it out in production, on loopback ports
 * and without TLS: round-robin over the processes, a request that cannot reach one process passed
 * to another (nginx does so for a POST only when nothing of it was sent), and each answer naming
 * the process that gave it (`X-Web-Upstream`, `X-Api-Upstream`), so a test sees where every
 * request landed. Used by the replica end-to-end run (e2e/replicas) and the replicas' bench
 * (apps/api/bench/replicas.ts).
 */
export function nginxConfig(layout: NginxLayout): string {
  const { directory, storefront } = layout;
  const servers = (ports: readonly number[]) =>
    ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  const storefrontBlocks = storefront
    ? `
  upstream storefront {
${servers(storefront.webPorts)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${storefront.publicPort};
    location / {
      proxy_pass http://storefront;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Web-Upstream $upstream_addr always;
    }
  }
`
    : '';
  return `daemon off;
worker_processes ${layout.workers ?? 1};
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${directory}/access.log;
  client_body_temp_path ${directory}/client-body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  # Answers stay in memory: nginx's workers need not write where the test's user keeps its files.
  proxy_max_temp_file_size 0;
  client_body_buffer_size 2m;
  client_max_body_size 2m;

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_next_upstream error timeout http_502 http_503;
  proxy_next_upstream_tries 2;
  proxy_connect_timeout 2s;
${storefrontBlocks}
  upstream api {
${servers(layout.apiPorts)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${layout.apiListenerPort};
    # As in production: the storefronts' calls are not logged a second time.
    access_log off;
    location / {
      proxy_pass http://api;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;
      proxy_set_header X-Request-Id $http_x_request_id;
      add_header X-Api-Upstream $upstream_addr always;
    }
  }
}
`;
}
