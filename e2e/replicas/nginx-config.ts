export interface NginxLayout {
  /** Where nginx keeps its pid, logs and buffers: no root, nothing outside it. */
  directory: string;
  /** What the browser opens: the storefronts, which pass `/api` and `/media` on to `apiListenerPort`. */
  publicPort: number;
  /** The API's one address for the storefronts (their `API_URL`), in front of both API processes. */
  apiListenerPort: number;
  apiPorts: readonly number[];
  webPorts: readonly number[];
}

/**
 * nginx laid out as deploy/nginx-shop.conf.template lays it out in production, on loopback ports
 * and without TLS: round-robin over each pair of processes, a request that cannot reach one
 * process passed to the other (nginx does so for a POST only when nothing of it was sent), and
 * each answer naming the processes that gave it (`X-Web-Upstream`, `X-Api-Upstream`), so a test
 * sees where every request landed.
 */
export function nginxConfig(layout: NginxLayout): string {
  const { directory } = layout;
  const servers = (ports: readonly number[]) =>
    ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 512; }
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

  upstream storefront {
${servers(layout.webPorts)}
    keepalive 16;
  }
  upstream api {
${servers(layout.apiPorts)}
    keepalive 16;
  }

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_next_upstream error timeout http_502 http_503;
  proxy_next_upstream_tries 2;
  proxy_connect_timeout 2s;

  server {
    listen 127.0.0.1:${layout.publicPort};
    location / {
      proxy_pass http://storefront;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Web-Upstream $upstream_addr always;
    }
  }
  server {
    listen 127.0.0.1:${layout.apiListenerPort};
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
