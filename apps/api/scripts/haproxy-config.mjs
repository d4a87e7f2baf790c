// HAProxy for the scripts that run a cluster on this machine (`npm run cluster`, `npm run
// bench:cluster`; deploy/ has its own configuration, with DNS discovery for containers).
import { spawnSync } from 'node:child_process';

/** Installs Debian's HAProxy package when `haproxy` is not on the PATH (as root); exits when it cannot. */
export function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0) return;
  console.log("--- HAProxy is missing: installing Debian's package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!apt(['install', '-y', '-qq', 'haproxy']) && !(apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'haproxy']))) {
    console.error('Could not install HAProxy (apt-get install haproxy, as root).');
    process.exit(1);
  }
}

/**
 * The configuration of a cluster: one port for HTTP and WebSocket, round robin over the API
 * processes, each checked on /readyz every second; a process that fails two checks leaves the
 * rotation until it passes two again.
 */
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
