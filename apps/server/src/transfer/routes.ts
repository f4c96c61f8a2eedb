import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ARCHIVE_LINK_MINUTES,
  exportArchive,
  getImportProgress,
  importCountsSchema,
  MAX_IMPORT_BYTES,
  SESSION_HEADER,
  type ExportFormat,
  type ParsedPayloadOf,
} from '@diary/core';
import type { FastifyInstance } from 'fastify';
import { resolveSession } from '../accounts/sessions';
import { answers, type Services, type UserContext } from '../context';
import { fail } from '../errors/api-failure';
import { newObjectId } from '../storage/ids';
import { archiveToken, archiveTokenUser } from '../media/tokens';
import { requestLanguage } from '../i18n';
import { dayOneStream } from './dayone-export';
import { archiveStream } from './export-archive';
import { runImport } from './run-import';
import { newFileKey, sealingStream } from '../media/sealed-format';

/** Where each export format is downloaded, and the file's name. */
const EXPORTS: Record<ExportFormat, { path: string; name: (now: Date) => string }> = {
  diary: { path: 'archive', name: (now) => `diary-archive-${now.toISOString().slice(0, 10)}.zip` },
  dayone: { path: 'dayone', name: (now) => `diary-dayone-${now.toISOString().slice(0, 10)}.zip` },
};

async function exportLink(ctx: UserContext, payload: ParsedPayloadOf<typeof exportArchive>) {
  const expiresAt = new Date(ctx.now.getTime() + ARCHIVE_LINK_MINUTES * 60_000);
  const token = archiveToken(ctx.services.config.secret, ctx.caller.userId, expiresAt);
  const { path, name } = EXPORTS[payload.format ?? 'diary'];
  return { url: `${ctx.origin}/export/${path}/${token}`, filename: name(ctx.now), expiresAt: expiresAt.toISOString() };
}

async function progress(ctx: UserContext, payload: ParsedPayloadOf<typeof getImportProgress>) {
  const job = await ctx.services.database.db
    .selectFrom('importJobs')
    .selectAll()
    .where('id', '=', payload.jobId)
    .where('user', '=', ctx.caller.userId)
    .executeTakeFirst();
  if (!job) return fail('notFound', 'No such import');
  return {
    jobId: job.id,
    state: job.state,
    ...(job.format ? { format: job.format } : {}),
    done: Number(job.done),
    total: Number(job.total),
    ...(job.counts ? { counts: importCountsSchema.parse(JSON.parse(job.counts)) } : {}),
    ...(job.error ? { error: JSON.parse(job.error) as { error: string; message: string } } : {}),
  };
}

export const transferAnswers = [answers(exportArchive, exportLink), answers(getImportProgress, progress)];

/**
 * GET /export/archive/{token} (or /export/dayone/{token}): the ZIP, streamed (the link exportArchive answers; a browser downloads
 * it without holding it in memory). POST /import: multipart with one file, under the session header;
 * answered as soon as the file is on disk, with the job getImportProgress follows.
 */
export function registerTransfer(app: FastifyInstance, services: Services): void {
  const { config, clock, database, media } = services;

  app.get('/export/:format/:token', async (request, reply) => {
    const now = clock.now();
    const params = request.params as { format: string; token: string };
    const format = (Object.keys(EXPORTS) as ExportFormat[]).find((f) => EXPORTS[f].path === params.format);
    if (!format) return fail('notFound', 'No such export');
    const userId = archiveTokenUser(config.secret, params.token, now);
    if (!userId) return fail('forbidden', 'This download link has expired or is not genuine; ask for a new one');
    const stream =
      format === 'dayone'
        ? await dayOneStream(services, userId, now)
        : await archiveStream(services, userId, now, requestLanguage(request.headers['accept-language']));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${EXPORTS[format].name(now)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post('/import', async (request) => {
    const now = clock.now();
    const token = request.headers[SESSION_HEADER];
    const session = typeof token === 'string' && token.length <= 256 ? await resolveSession(database, token, now) : undefined;
    if (!session?.ok) return fail('notSignedIn', 'Sign in first');
    if (!request.isMultipart()) return fail('invalidRequest', 'An import is multipart/form-data with one file');
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0 } });
    if (!file) return fail('invalidRequest', 'The import has no file');
    await fs.mkdir(media.tmpDir, { recursive: true });
    const temp = path.join(media.tmpDir, `${randomBytes(12).toString('hex')}.zip`);
    // Sealed as it is written, under a key only this process holds: a diary's words and photos never lie on disk in
    // the clear, and a file left by a process that died opens for no one (its import is undone: run-import.ts).
    const sealed = { fileKey: newFileKey(), where: `${session.userId}\u0000import\u0000${path.basename(temp)}` };
    try {
      await pipeline(file.file, sealingStream(sealed.fileKey, sealed.where), createWriteStream(temp, { flags: 'wx' }));
      if (file.file.truncated) fail('payloadTooLarge', `An archive may be at most ${MAX_IMPORT_BYTES / 1024 ** 3} GB`);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    const job = { id: newObjectId(), userId: session.userId };
    const stamp = now.toISOString();
    await database.db.insertInto('importJobs').values({ id: job.id, user: job.userId, state: 'checking', createdAt: stamp, updatedAt: stamp }).execute();
    // Not awaited: the client follows it with getImportProgress. runImport reports its own failures.
    void runImport(services, job, temp, sealed);
    return { jobId: job.id };
  });
}
