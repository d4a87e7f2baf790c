// The HAProxy configuration of a cluster: one port for HTTP and WebSocket, round robin over the
// API processes, each checked on /readyz every second; a process that fails two checks leaves
// the rotation until it passes two again. Used by `npm run cluster` (deploy/ has its own copy
// with DNS discovery for containers).
export function haproxyConfig({ port, host = '127.0.0.1', nodes }) {
  return `global
  # Each connection takes two descriptors (client and server side): keep within the usual 20k limit.
  maxconn 8000

defaults
  mode http
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket stays open as long as either side keeps it (the clients ping).
  timeout tunnel 1h

frontend meridian
  bind ${host}:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${nodes.map((n, i) => `  server node${i + 1} ${n.host}:${n.port} check`).join('\n')}
`;
}
