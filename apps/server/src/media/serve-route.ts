import path from 'node:path';
import { CENSORED_PLACEHOLDER_KEY } from '@diary/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../context';
import { fail } from '../http/api-failure';
import { findObject } from './objects';
import { STORED_KEY } from './storage';
import { censoredPlaceholderPath, thumbnailPath, variantOf } from './thumbnails';
import { mediaAccess } from './tokens';
import { mayView } from './visibility';

/** An object never changes under its key (a re-upload is the same picked file), so browsers may keep it. */
const OWNER_CACHE = 'private, max-age=31536000, immutable';
const SHARE_CACHE = 'private, max-age=3600';

function sendFile(reply: FastifyReply, file: string, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
  return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
}

/** A path under /media: the access segment (`m.…` or `s.…`), if any, and the key after it. */
export function mediaPath(rest: string): { access: string | undefined; key: string } {
  const [first = '', ...others] = rest.split('/');
  return /^[ms]\./.test(first) ? { access: first, key: others.join('/') } : { access: undefined, key: rest };
}

/**
 * GET /media/{access}/{key}[?size=…|?crop=…&scale=0.5]: the URLs packages/core's media URL builder
 * makes from a media base. Originals and resized copies are files on disk, sent with ETag,
 * Last-Modified, ranges (videos seek) and long-lived private cache headers.
 */
export function registerMediaServing(app: FastifyInstance, services: Services): void {
  const { config, database, clock, media } = services;

  app.get('/media/*', async (request, reply) => {
    const { access: signed, key } = mediaPath((request.params as { '*': string })['*']);
    const query = request.query as Record<string, unknown>;

    if (key === CENSORED_PLACEHOLDER_KEY) return sendFile(reply, await censoredPlaceholderPath(media.cacheDir), OWNER_CACHE);
    if (!STORED_KEY.test(key)) return fail('notFound', 'No such file');
    const now = clock.now();
    const access = signed ? mediaAccess(config.secret, signed, now) : undefined;
    if (!access) return fail('forbidden', 'This media link has expired or is not genuine; reload the page');
    const object = await findObject(database.db, key);
    // Someone else's file answers exactly like a missing one.
    if (!object || !(await mayView(database, access, object, now))) return fail('notFound', 'No such file');

    const variant = variantOf(query);
    const cacheControl = access.kind === 'owner' ? OWNER_CACHE : SHARE_CACHE;
    if (variant.kind !== 'original') return sendFile(reply, await thumbnailPath(media.storage, media.cacheDir, key, variant), cacheControl);

    reply.type(object.kind);
    if (media.storage.localPath) return sendFile(reply, media.storage.localPath(key), cacheControl);
    // From object storage: a player's range request is passed on, so videos seek there too.
    const range = typeof request.headers.range === 'string' && /^bytes=\d*-\d*$/.test(request.headers.range) ? request.headers.range : undefined;
    const opened = await media.storage.open(key, range);
    if (!opened) return fail('notFound', 'No such file');
    reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').header('accept-ranges', 'bytes').header('content-length', opened.size);
    if (opened.range) reply.status(206).header('content-range', opened.range);
    return reply.send(opened.body);
  });
}
