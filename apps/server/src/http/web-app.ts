import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin as the API, when it has been built. Paths
 * that are not files get index.html, so the app's own routes (/dashboard/…) load on refresh.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<boolean> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return false;
  // reply.sendFile comes from the media plugin's registration; this one only serves the folder.
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: 'index.html', decorateReply: false });
  app.get('/*', (_request, reply) => reply.sendFile('index.html', webDir));
  return true;
}
