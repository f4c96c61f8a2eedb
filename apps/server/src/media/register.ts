import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context';
import { registerMediaServing } from './serve-route';
import { registerUpload } from './upload-route';

/** The upload route and media serving (every file is decrypted as it is sent: serve-route.ts). */
export async function registerMedia(app: FastifyInstance, services: Services): Promise<void> {
  await fs.mkdir(services.media.cacheDir, { recursive: true });
  await registerUpload(app, services);
  registerMediaServing(app, services);
}
