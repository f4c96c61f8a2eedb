import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REQUESTS } from '@diary/core';
import type { FastifyInstance } from 'fastify';

/** The first path segments the API and media own: an unknown path under them is the contract's 404, not the app's page. */
const API_SEGMENTS = new Set(['restful', 'media', 'health', ...Object.values(REQUESTS).map((r) => r.path.split('/')[1]!)]);

const isApiPath = (url: string) => API_SEGMENTS.has(url.split('?')[0]!.split('/')[1] ?? '');

/**
 * Serves the built web app from the same origin as the API, when it has been built. Paths
 * that are not files get index.html, so the app's own routes (/dashboard/…) load on refresh.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<boolean> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return false;
  // reply.sendFile comes from the media plugin's registration; this one only serves the folder.
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: 'index.html', decorateReply: false });
  app.get('/*', (request, reply) => (isApiPath(request.url) ? reply.callNotFound() : reply.sendFile('index.html', webDir)));
  return true;
}
