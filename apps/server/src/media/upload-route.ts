import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UTC_OFFSET, type UploadResult } from '@diary/core';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context';
import { isKnownTimeZone } from '../time-zone';
import { fail } from '../errors/api-failure';
import { storeObject } from './store-object';
import { uploadTokenUser } from './tokens';

/** The only keys an upload may name: file/{filename} of safe characters. */
const UPLOAD_KEY = /^file\/[A-Za-z0-9_-]{1,128}\.[a-z0-9]{2,5}$/;
const LARGEST_UPLOAD = Math.max(...Object.values(MAX_UPLOAD_BYTES));
/** The form fields, all before the file: the token, the key, and the uploader's time zone (optional). */
const UPLOAD_FIELDS = ['token', 'key', 'timeZone'] as const;

/** The file's own name as the user had it, for display only. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  return clean.isWellFormed() && clean.length > 0 ? clean : 'file';
}

/**
 * POST /qiniu/upload: multipart fields `token`, `key` and optionally `timeZone`, then `file` (in that order, so nothing
 * is read from a caller without a valid token). The file is read into memory (never written to disk as it came), judged
 * by its content, then sealed and put into storage inside the transaction that charges the user's quota: nothing
 * partial is ever stored under a key. An image is put through the image check before the answer, and its verdict
 * recorded with it.
 */
export async function registerUpload(app: FastifyInstance, services: Services): Promise<void> {
  const { config, clock } = services;
  await app.register(multipart, {
    limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: UPLOAD_FIELDS.length, parts: UPLOAD_FIELDS.length + 1, fieldSize: 2048, headerPairs: 100 },
  });

  app.post('/qiniu/upload', async (request): Promise<UploadResult> => {
    if (!request.isMultipart()) fail('invalidRequest', 'An upload is multipart/form-data with token, key and file');
    const fields: Record<string, string> = {};
    let upload: { userId: string; key: string; name: string; content: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!(UPLOAD_FIELDS as readonly string[]).includes(part.fieldname)) fail('invalidRequest', `Unknown field ${part.fieldname}`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const now = clock.now();
      const userId = fields.token ? uploadTokenUser(config.secret, fields.token, now) : undefined;
      if (!userId) fail('forbidden', 'The upload token is missing, expired or not genuine (send token and key before the file)');
      if (!UPLOAD_KEY.test(fields.key ?? '')) fail('invalidRequest', 'key must be file/{filename}');
      if (fields.timeZone !== undefined && !(UTC_OFFSET.test(fields.timeZone) || isKnownTimeZone(fields.timeZone)))
        fail('invalidRequest', 'timeZone must be an IANA time zone (Asia/Shanghai) or an offset (+08:00)');
      const pieces: Buffer[] = [];
      for await (const piece of part.file) pieces.push(piece as Buffer);
      if (part.file.truncated) fail('payloadTooLarge', `A file may be at most ${LARGEST_UPLOAD / 1024 / 1024} MB`);
      upload = { userId: userId!, key: fields.key!, name: displayName(part.filename), content: Buffer.concat(pieces) };
    }
    if (!upload) return fail('invalidRequest', 'The upload has no file');
    const { userId, key, name, content } = upload;
    const {
      contentType: _contentType,
      fileType: _fileType,
      size,
      ...result
    } = await storeObject(services, { userId, key, content, timeZone: fields.timeZone ?? config.timeZone, now: clock.now() });
    return { key, name, size, ...result };
  });
}
