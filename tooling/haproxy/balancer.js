// Debian's HAProxy as the load balancer in front of several server instances on loopback, as in production:
// request by request, round robin, with health checks on /health. The tests' system packages install it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HAPROXY = '/usr/sbin/haproxy';

/**
 * Starts HAProxy on `port`, balancing over the `backends` (origins such as http://127.0.0.1:4001, named a, b, …
 * in its `x-served-by` answer header), and answers once a request through it reaches one.
 * @param {number} port
 * @param {string[]} backends
 */
export async function startBalancer(port, backends) {
  if (!fs.existsSync(HAPROXY)) throw new Error(`HAProxy is missing (${HAPROXY}): apt-get install haproxy`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  const names = backends.map((_, i) => String.fromCharCode(97 + i));
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // The instances take the client's address from it (DIARY_TRUST_PROXY=true).
      '  option forwardfor',
      'frontend diary',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /health',
      // Which instance answered, for a test to see them all at work.
      '  http-response set-header x-served-by %[srv_name]',
      ...backends.map((origin, i) => `  server ${names[i]} ${new URL(origin).host} check inter 500ms`),
      '',
    ].join('\n'),
  );
  const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`HAProxy did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    /** Stops HAProxy and removes its configuration. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
