import net from 'node:net';
import { mediaUrl } from '@diary/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newKey, uploadAs } from './support/media';
import { startTestServer } from './support/server';

/** A photo too large for the socket buffers between a server and a client that stopped reading (about 9 MB). */
async function largePhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  return sharp({ create: { width: 2400, height: 2400, channels: 3, background: { r: 0, g: 0, b: 0 }, noise } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

describe('stopping the server', () => {
  it('does not wait past its grace period for a client that stopped reading an answer', async () => {
    const server = await startTestServer({ env: { DIARY_SHUTDOWN_GRACE_MS: '300' } });
    const me = await server.signUp();
    const key = newKey();
    const photo = await largePhoto();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    expect((await uploadAs(server, me.token, photo, key)).status).toBe(200);
    const { body } = await server.call<{ mediaBase: string }>('media_base', {}, me.token);

    // A client asks for the original and reads only the first bytes of the answer, then nothing.
    const url = new URL(mediaUrl(body.mediaBase, key));
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    const head = await new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
    socket.pause();
    expect(head).toMatch(/^HTTP\/1\.1 200/);

    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    socket.destroy();
  });
});
