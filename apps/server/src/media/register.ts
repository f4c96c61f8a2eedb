import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context';
import { registerMediaServing } from './serve-route';
import { registerUpload } from './upload-route';

/** The upload route and media serving (files on disk are sent by @fastify/static's sendFile). */
export async function registerMedia(app: FastifyInstance, services: Services): Promise<void> {
  await fs.mkdir(services.media.cacheDir, { recursive: true });
  await app.register(fastifyStatic, { root: services.media.cacheDir, serve: false });
  await registerUpload(app, services);
  registerMediaServing(app, services);
}
