import path from 'node:path';
import { CENSORED_PLACEHOLDER_KEY, extensionFitsFormat, mediaFormatOf, mediaFormatOfExtension, type MediaFormat } from '@diary/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../context';
import { fail } from '../errors/api-failure';
import { findObject } from './objects';
import { STORED_KEY } from './storage';
import { censoredPlaceholderPath, thumbnailPath, variantOf } from './thumbnails';
import { mediaAccess } from './tokens';
import { visitorCopyPath } from './visitor-copy';
import { mayView } from './visibility';

/** An object never changes under its key (a re-upload is the same picked file), so browsers may keep it. */
const OWNER_CACHE = 'private, max-age=31536000, immutable';
const SHARE_CACHE = 'private, max-age=3600';

/** The type each answer is sent as; the static file sender would otherwise type a file by its name. */
const servedTypes = new WeakMap<FastifyReply, string>();

/** The type the file is served as, whatever its name; the file's own name for saving it. */
function describe(reply: FastifyReply, file: string, contentType: string, cacheControl: string) {
  servedTypes.set(reply, contentType);
  reply.header('cache-control', cacheControl).header('content-disposition', `inline; filename="${path.basename(file)}"`);
  // The share poster draws photos on a canvas and reads it back, which a browser allows across
  // origins (media on an origin of its own) only with CORS. The URL is the access: no cookie or
  // credential is read, so any page that has the URL may read the file, as it may open it.
  reply.header('access-control-allow-origin', '*');
}

function sendFile(reply: FastifyReply, file: string, contentType: string, cacheControl: string) {
  describe(reply, file, contentType, cacheControl);
  return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
}

/**
 * A file this server made (a size, a crop, a visitor's copy): the stored object's own type when the
 * file kept its kind of extension (a film stays a film), else the type its extension names (HEIC → .jpg).
 */
function sendMade(reply: FastifyReply, file: string, original: MediaFormat, cacheControl: string) {
  const type = extensionFitsFormat(file, original)
    ? original.contentType
    : (mediaFormatOfExtension(path.extname(file).slice(1))?.contentType ?? original.contentType);
  return sendFile(reply, file, type, cacheControl);
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
 * uploaded; a share's visitor gets them without EXIF or film metadata (no GPS). Sizes and crops
 * are files on disk, sent with ETag, Last-Modified, ranges (videos seek) and long-lived private caching.
 */
export function registerMediaServing(app: FastifyInstance, services: Services): void {
  const { config, database, clock, media } = services;
  const mediaHost = config.mediaBase ? new URL(config.mediaBase).host : undefined;

  const onSend = (_request: unknown, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const type = servedTypes.get(reply);
    if (type && reply.statusCode < 300) reply.header('content-type', type);
    done(null, payload);
  };

  app.get('/media/*', { config: { securityHeaders: 'media' }, onSend }, async (request, reply) => {
    // Media with an origin of its own is served there only, never from the app's origin.
    if (mediaHost && request.host !== mediaHost) return fail('notFound', 'Media is served from its own origin');
    const { access: signed, key } = mediaPath((request.params as { '*': string })['*']);
    const query = request.query as Record<string, unknown>;

    if (key === CENSORED_PLACEHOLDER_KEY) return sendFile(reply, await censoredPlaceholderPath(media.cacheDir), 'image/png', OWNER_CACHE);
    if (!STORED_KEY.test(key)) return fail('notFound', 'No such file');
    const now = clock.now();
    const access = signed ? mediaAccess(config.secret, signed, now) : undefined;
    if (!access) return fail('forbidden', 'This media link has expired or is not genuine; reload the page');
    const object = await findObject(database.db, key);
    // Someone else's file answers exactly like a missing one.
    if (!object || !(await mayView(database, services.keys, access, object, now))) return fail('notFound', 'No such file');
    // Stored before uploads were judged this strictly: a type the product does not serve stays unserved.
    const format = mediaFormatOf(object.kind);
    if (!format || !extensionFitsFormat(key, format)) return fail('notFound', 'No such file');

    const variant = variantOf(query);
    const cacheControl = access.kind === 'owner' ? OWNER_CACHE : SHARE_CACHE;
    if (variant.kind !== 'original') return sendMade(reply, await thumbnailPath(media.storage, media.cacheDir, object, variant), format, cacheControl);
    if (access.kind === 'share') return sendMade(reply, await visitorCopyPath(media.storage, media.cacheDir, object), format, cacheControl);

    if (media.storage.localPath) return sendFile(reply, media.storage.localPath(key), format.contentType, cacheControl);
    // From object storage: a player's range request is passed on, so videos seek there too.
    const range = typeof request.headers.range === 'string' && /^bytes=\d*-\d*$/.test(request.headers.range) ? request.headers.range : undefined;
    const opened = await media.storage.open(key, range);
    if (!opened) return fail('notFound', 'No such file');
    describe(reply, key, format.contentType, cacheControl);
    reply.header('accept-ranges', 'bytes').header('content-length', opened.size);
    if (opened.range) reply.status(206).header('content-range', opened.range);
    return reply.send(opened.body);
  });
}
