import path from 'node:path';
import { CENSORED_PLACEHOLDER_KEY, extensionFitsFormat, mediaFormatOf, mediaFormatOfExtension, type MediaFormat } from '@diary/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../context';
import { fail } from '../errors/api-failure';
import { openLocalFile } from './local-file';
import { findObject } from './objects';
import type { KeptCopy } from './renditions';
import { openForSending, ORIGINAL, withFileKey, type ByteSource, type OpenObject } from './sealed-objects';
import { STORED_KEY } from './storage';
import { censoredPlaceholder, thumbnail, variantOf } from './thumbnails';
import { mediaAccess } from './tokens';
import { visitorCopy } from './visitor-copy';
import { mayView } from './visibility';

/** An object never changes under its key (a re-upload is the same picked file), so browsers may keep it. */
const OWNER_CACHE = 'private, max-age=31536000, immutable';
const SHARE_CACHE = 'private, max-age=3600';

/** The headers every media answer has: its type, caching, and the file's own name for saving it. */
function describe(reply: FastifyReply, name: string, contentType: string, cacheControl: string) {
  reply.header('content-type', contentType).header('cache-control', cacheControl).header('content-disposition', `inline; filename="${name}"`);
  // The share poster draws photos on a canvas and reads it back, which a browser allows across
  // origins (media on an origin of its own) only with CORS. The URL is the access: no cookie or
  // credential is read, so any page that has the URL may read the file, as it may open it.
  reply.header('access-control-allow-origin', '*');
}

/**
 * A blob decrypted as it is sent: ranges (players seek), ETag and If-None-Match. Only the chunks a
 * range needs are read and opened (sealed-objects.ts).
 */
async function sendSealed(
  request: FastifyRequest,
  reply: FastifyReply,
  blob: { source: ByteSource; object: OpenObject; copy: string; name: string; contentType: string; cacheControl: string },
) {
  const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
  const sending = await openForSending(blob.source, blob.object, blob.copy, range);
  if (!sending) return fail('notFound', 'No such file');
  describe(reply, blob.name, blob.contentType, blob.cacheControl);
  reply.header('accept-ranges', 'bytes');
  if (sending.etag) {
    reply.header('etag', sending.etag);
    if (request.headers['if-none-match'] === sending.etag) {
      sending.body?.destroy();
      return reply.status(304).send();
    }
  }
  if (sending.range) reply.header('content-range', sending.range);
  reply.status(sending.status).header('content-length', sending.length);
  return reply.send(sending.body ?? '');
}

/**
 * A copy this server made (a size, a crop, a visitor's copy), typed as the stored object when it
 * kept its kind of extension (a film stays a film), else as its extension says (HEIC → .jpg).
 */
function sendCopy(request: FastifyRequest, reply: FastifyReply, object: OpenObject, copy: KeptCopy, original: MediaFormat, cacheControl: string) {
  const name = path.basename(copy.file);
  const contentType = extensionFitsFormat(name, original)
    ? original.contentType
    : (mediaFormatOfExtension(path.extname(name).slice(1))?.contentType ?? original.contentType);
  const source: ByteSource = (span) => openLocalFile(copy.file, span);
  return sendSealed(request, reply, { source, object, copy: copy.copy, name, contentType, cacheControl });
}

/** A path under /media: the access segment (`m.…` or `s.…`), if any, and the key after it. */
export function mediaPath(rest: string): { access: string | undefined; key: string } {
  const [first = '', ...others] = rest.split('/');
  return /^[ms]\./.test(first) ? { access: first, key: others.join('/') } : { access: undefined, key: rest };
}

/**
 * GET /media/{access}/{key}[?size=…|?crop=…&scale=0.5]: the URLs packages/core's media URL builder
 * makes from a media base. Only the product's own media types are served, each with its own type,
 * nosniff and a sandboxing CSP, so nothing stored can run as a page. The owner gets originals as
 * uploaded; a share's visitor gets them without EXIF or film metadata (no GPS). Everything is
 * stored sealed and decrypted as it is sent; sizes and crops are kept on disk (sealed), and all
 * are sent with ETag, ranges (videos seek) and long-lived private caching.
 */
export function registerMediaServing(app: FastifyInstance, services: Services): void {
  const { config, database, clock, media } = services;
  const mediaHost = config.mediaBase ? new URL(config.mediaBase).host : undefined;

  app.get('/media/*', { config: { securityHeaders: 'media' } }, async (request, reply) => {
    // Media with an origin of its own is served there only, never from the app's origin.
    if (mediaHost && request.host !== mediaHost) return fail('notFound', 'Media is served from its own origin');
    const { access: signed, key } = mediaPath((request.params as { '*': string })['*']);
    const query = request.query as Record<string, unknown>;

    if (key === CENSORED_PLACEHOLDER_KEY) {
      describe(reply, 'censored.png', 'image/png', OWNER_CACHE);
      return reply.send(await censoredPlaceholder());
    }
    if (!STORED_KEY.test(key)) return fail('notFound', 'No such file');
    const now = clock.now();
    const access = signed ? mediaAccess(config.secret, signed, now) : undefined;
    if (!access) return fail('forbidden', 'This media link has expired or is not genuine; reload the page');
    const stored = await findObject(database.db, key);
    // Someone else's file answers exactly like a missing one.
    if (!stored || !(await mayView(database, services.keys, access, stored, now))) return fail('notFound', 'No such file');
    // Stored before uploads were judged this strictly: a type the product does not serve stays unserved.
    const format = mediaFormatOf(stored.kind);
    if (!format || !extensionFitsFormat(key, format)) return fail('notFound', 'No such file');

    const variant = variantOf(query);
    const object = await withFileKey(services, stored);
    const cacheControl = access.kind === 'owner' ? OWNER_CACHE : SHARE_CACHE;
    if (variant.kind !== 'original')
      return sendCopy(request, reply, object, await thumbnail(media.storage, media.cacheDir, object, variant), format, cacheControl);
    if (access.kind === 'share') return sendCopy(request, reply, object, await visitorCopy(media.storage, media.cacheDir, object), format, cacheControl);
    const source: ByteSource = (span) => media.storage.open(key, span);
    return sendSealed(request, reply, { source, object, copy: ORIGINAL, name: path.basename(key), contentType: format.contentType, cacheControl });
  });
}
