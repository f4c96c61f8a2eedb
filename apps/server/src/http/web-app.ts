import { createHash } from 'node:crypto';
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

/** The built page as the build left it: plain, and the brotli and gzip copies beside it where they are smaller. */
interface BuiltPage {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

function readPage(webDir: string): BuiltPage {
  const file = path.join(webDir, 'index.html');
  const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const plain = fs.readFileSync(file);
  return { plain, br: copy('.br'), gzip: copy('.gz'), etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"` };
}

/** The copy of the page a client takes: brotli, else gzip, else plain (a coding it refuses with q=0 is not taken). */
function pageFor(page: BuiltPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const takes = (coding: string) =>
    (acceptEncoding ?? '').split(',').some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name!.trim().toLowerCase() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (page.br && takes('br')) return { body: page.br, encoding: 'br' };
  if (page.gzip && takes('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.plain };
}

/** Where the built page's own title is: a share link's page gets its head there. */
const PAGE_TITLE = /<title>[^<]*<\/title>/;

/**
 * Serves the built web app from the same origin as the API, when it has been built. Paths
 * that are not files get index.html, so the app's own routes (/dashboard/…) load on refresh.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined, sharedPageHead?: SharedPageHead): Promise<boolean> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return false;
  const built = readPage(webDir);
  const page = built.plain.toString('utf8');
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
  // The app's own routes get the page compressed as the build left it (it is most of a first visit's wait on a slow
  // network), revalidated by its ETag.
  app.get('/*', (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    reply.header('cache-control', REVALIDATE).header('etag', built.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === built.etag) return reply.code(304).send();
    const { body, encoding } = pageFor(built, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
  return true;
}
