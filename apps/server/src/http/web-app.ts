import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REQUESTS } from '@diary/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The first path segments the API and media own: an unknown path under them is the contract's 404, not the app's page. */
const API_SEGMENTS = new Set(['restful', 'media', 'health', ...Object.values(REQUESTS).map((r) => r.path.split('/')[1]!)]);

const isApiPath = (url: string) => API_SEGMENTS.has(url.split('?')[0]!.split('/')[1] ?? '');

/** A file named by its content's hash (Vite's `assets/index-BkX3k2Jd.js`) never changes: browsers keep it for a year. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest) is asked again each time, with its ETag. */
const REVALIDATE = 'no-cache';

export const cacheControlOf = (file: string) => (HASHED.test(file) ? IMMUTABLE : REVALIDATE);

/** The head a share link's page is sent with (its title and link preview), in place of the app's plain title. */
export type SharedPageHead = (request: FastifyRequest, pathname: string) => Promise<string>;

/** Where the built page's own title is: a share link's page gets its head there. */
const PAGE_TITLE = /<title>[^<]*<\/title>/;

/**
 * Serves the built web app from the same origin as the API, when it has been built. Paths
 * that are not files get index.html, so the app's own routes (/dashboard/…) load on refresh.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined, sharedPageHead?: SharedPageHead): Promise<boolean> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return false;
  const page = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // reply.sendFile comes from the media plugin's registration; this one only serves the folder.
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    // The page itself (/, /index.html and every app route) is sent by the route below, revalidated each time.
    index: false,
    decorateReply: false,
    // The build writes .br and .gz beside each text file; they are sent to clients that take them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlOf(file)),
  });
  if (sharedPageHead) {
    app.get('/shared/*', async (request, reply) => {
      const head = await sharedPageHead(request, request.url.split('?')[0]!);
      return reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(page.replace(PAGE_TITLE, () => head));
    });
  }
  app.get('/*', (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    return reply.header('cache-control', REVALIDATE).sendFile('index.html', webDir, { cacheControl: false });
  });
  return true;
}
