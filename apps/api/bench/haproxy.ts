import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';

/** Debian's haproxy (`apt-get install -y haproxy`). */
export const HAPROXY = '/usr/sbin/haproxy';

export function haproxyMissing(): string | null {
  if (existsSync(HAPROXY)) return null;
  return `${HAPROXY} is missing: install Debian's HAProxy (sudo apt-get install -y haproxy) and run again.`;
}

/**
 * The load balancer of the peak bench (decision 197), as we would run it in front of the API
 * processes: round robin; a process is taken out after three failed /healthz probes a second apart
 * (and put back after two good ones), so a killed one (its probes refused at once) stops getting new
 * requests within ~3 s; a probe may take 5 s, since a busy process answers late but answers. The
 * probe is /healthz, not /readyz: /readyz asks the database, whose answer waits behind the queries
 * of a rush, and a probe timing out then takes every process out at the worst moment (the first
 * runs did: "backend 'api' has no server available"). A request whose connection fails (a killed or
 * draining process), or whose process dies before answering a byte (empty response), is sent
 * again, to the other process (`option redispatch`). Resending a request after the process died is
 * safe only because what moves money is idempotent (payments by provider id, order create and
 * payment initiate by Idempotency-Key, issue 20 part 4). No queueing here: a process past its
 * capacity refuses new checkouts itself (decision 195), which a queue in front of it would hide.
 */
export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  // Connections at once, devotees' and the processes' together (each takes two file descriptors).
  return `global
  maxconn 5000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option http-keep-alive

frontend devotees
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 1s fall 3 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

/** Starts HAProxy in the foreground (-db; stopped with the bench), its server up/down notices on stderr; resolves once it listens, rejects if it exits. */
export async function startHaproxy(configPath: string, config: string, port: number): Promise<ChildProcess> {
  await writeFile(configPath, config);
  const child = spawn(HAPROXY, ['-f', configPath, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`haproxy exited (${code}) at start: see its message above`))));
  const deadline = Date.now() + 10_000;
  const listening = (async () => {
    while (Date.now() < deadline) {
      if (await canConnect(port)) return child;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`haproxy did not listen on ${port} within 10 s`);
  })();
  return Promise.race([listening, exited]);
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
