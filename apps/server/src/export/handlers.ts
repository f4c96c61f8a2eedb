import { canExport, fileImageUrl, nextExportAt, type Language, type ParsedPayloadOf } from '@diary/core';
import { exportDiaries } from '@diary/core';
import { answers, type UserContext } from '../context';
import { findUser } from '../accounts/users';
import { fail } from '../errors/api-failure';
import { includeRecords } from '../items/include';
import { decodeRows } from '../storage/repository';
import { openRows } from '../storage/sealed';
import { ownerMediaBase } from '../media/access';
import { diariesHtml } from './html';

/** Export is allowed once every 7 days; the time is taken only when the document is made. */
async function exportAll(ctx: UserContext, payload: ParsedPayloadOf<typeof exportDiaries>) {
  const { database, config } = ctx.services;
  const userId = ctx.caller.userId;
  return database.transaction(async (tx) => {
    const user = (await findUser(tx, userId))!;
    const last = user.lastExportAt ? String(user.lastExportAt) : null;
    if (!canExport(last, ctx.now)) fail('exportTooSoon', `Export is allowed once every 7 days; next at ${nextExportAt(last)!.toISOString()}`);
    const rows = await tx.selectFrom('diaries').selectAll().where('user', '=', userId).orderBy('datetime', 'asc').orderBy('id', 'asc').execute();
    const cipher = await ctx.services.keys.cipherFor(tx, userId);
    const diaries = await decodeRows(tx, 'diary', openRows(cipher, 'diary', rows));
    await includeRecords(tx, cipher, 'diary', diaries, ['gallery', 'location', 'people', 'tag', 'status']);
    const language: Language = payload.language ?? 'zh';
    const nicename = String((JSON.parse(String(user.data)) as { nicename?: string }).nicename ?? '');
    const { mediaBase } = ownerMediaBase(config.secret, ctx.mediaBase, ctx.caller.userId, ctx.now);
    const html = diariesHtml(diaries, {
      language,
      nicename,
      exportedAt: ctx.now,
      timeZone: config.timeZone,
      // Links to the media, valid while the owner's media address is (the archive's page has its photos beside it).
      photo: (file) => ({ href: fileImageUrl(mediaBase, file, 'detail'), src: null }),
    });
    await tx.updateTable('users').set({ lastExportAt: ctx.now.toISOString() }).where('id', '=', userId).execute();
    const date = ctx.now.toISOString().slice(0, 10);
    return { filename: `diary-${date}.html`, html, nextExportAt: nextExportAt(ctx.now)!.toISOString() };
  });
}

export const exportAnswers = [answers(exportDiaries, exportAll)];
