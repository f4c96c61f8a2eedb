import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and thrown away before the refusal is sent: a little more than the largest upload. */
const DISCARD_BYTES = 256 * 1024 * 1024;
const DISCARD_MS = 30_000;

/**
 * Reads and throws away what is left of a refused request's body. A server that answers early and
 * closes while the client is still sending makes the client's socket reset, and most clients then
 * report a broken connection instead of the answer (a 413, a refused upload token). Past the
 * bounds above the client is not waited for: the connection closes after the answer.
 */
export function discardUnreadBody(request: IncomingMessage): Promise<void> {
  if (request.complete || request.destroyed || request.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      request.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_BYTES) finish();
    };
    const timer = setTimeout(finish, DISCARD_MS);
    request.on('data', onData).on('end', finish).on('error', finish).on('close', finish);
    // A multipart parser may still be attached, waiting for someone to read the file it was given.
    request.unpipe();
    request.resume();
  });
}
