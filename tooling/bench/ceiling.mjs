// The machine's ceiling for an answer of a given size: a bare node:http server in its own process that
// reads each request and sends the same precomputed bytes. Nothing a real server does can be faster on this
// machine with this load generator, so "requests/s of the real page ÷ requests/s of this" reads the same on
// any machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.CEILING_BODY);
const headers = { ...JSON.parse(process.env.CEILING_HEADERS), 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
http.createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, headers).end(body));
}).listen(Number(process.env.CEILING_PORT), '127.0.0.1', () => process.send?.('listening'));
`;

/**
 * Starts the ceiling server for `body` (a string or bytes) on `port`, sent with `headers` (a content-encoding);
 * resolves with a stop function once it listens.
 */
export async function startCeilingServer(body, port, headers = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ceiling-')), 'body.json');
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', SERVE], {
    env: { ...process.env, CEILING_BODY: file, CEILING_PORT: String(port), CEILING_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)));
  });
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}
