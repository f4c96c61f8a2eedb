// A throw-away PostgreSQL cluster on a free loopback port, from Debian's server binaries
// (the test command installs the `postgresql` package when they are missing). Used by the
// server's tests and by the benchmarks, so both run against the real thing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL is not installed: run the README's test command (it installs Debian's postgresql package).");
  return path.join(root, newest, 'bin');
}

/** The path of one of PostgreSQL's programs (pg_dump, psql…), from the same installation the clusters run on. */
export function postgresProgram(name) {
  return path.join(binDir(), name);
}

/** @returns {Promise<number>} */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ settings?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, socketUrl: string, stop(): void }>}
 */
export async function startPostgres(options = {}) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const command = (file, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]] : [path.join(bin, file), args]);
  const run = (file, args) => {
    const [cmd, argv] = command(file, args);
    execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  // A UTF-8 locale, so lower() folds all of Unicode (keyword search), as in production.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions']);
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'on',
    max_connections: '200',
    ...options.settings,
  };
  const flags = Object.entries(settings)
    .map(([key, value]) => `-c ${key}=${value}`)
    .join(' ');
  run('pg_ctl', ['-D', data, '-o', flags, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // The same cluster through its Unix socket, as a server on the database's own machine reaches it.
    socketUrl: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    stop() {
      const [cmd, argv] = command('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      spawnSync(cmd, argv, { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
