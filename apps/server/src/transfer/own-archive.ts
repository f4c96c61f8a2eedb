import { FIELD_SCHEMAS, fileNamesOf } from '@diary/core';
import { ARCHIVE_JSON, ARCHIVED_CLASSES, archiveSchema } from './archive-format';
import { ImportRefusal } from './import-refusal';
import type { ImportPlan, PlannedRecord } from './import-plan';
import { readJsonFile, type ZipReader } from './zip-reader';

/**
 * Fields a record has as the server keeps it, which a new account's records get afresh: ids and times,
 * the owner, counts (worked out again), the content check's verdicts (checked again), and sharing
 * (a share link belongs to the record it was made for).
 */
const SERVER_FIELDS = new Set([
  'objectId',
  'createdAt',
  'updatedAt',
  'user',
  'count',
  'censorResult',
  'censorResultPassed',
  'sharedStatus',
  'sharedDatetime',
  'diaryCover',
  'diaryImageAveRGB',
]);

/** This product's own archive (archive.json and media/), as an import plan. */
export async function planOwnArchive(zip: ZipReader): Promise<ImportPlan> {
  const archive = await readJsonFile(zip, ARCHIVE_JSON, archiveSchema, 'an archive of this app');
  const { records, media, keptAnswers } = archive;

  // A record names a stored object by its key, with or without the file/ folder.
  const names = new Set(media.flatMap((m) => fileNamesOf(m.key)));
  for (const object of media)
    if (!zip.sizes.has(object.path)) throw new ImportRefusal('invalidRequest', `The archive lists ${object.path} but does not hold it`);

  const planned: PlannedRecord[] = [];
  const fileDiaries = new Map<string, string[]>();
  for (const className of ARCHIVED_CLASSES) {
    for (const record of records[className]) {
      const fields = Object.fromEntries(Object.entries(record).filter(([field]) => !SERVER_FIELDS.has(field)));
      if (className === 'file') {
        const diaries = (fields.diary as Array<{ objectId: string }> | undefined)?.map((p) => p.objectId);
        if (diaries?.length) fileDiaries.set(record.objectId, diaries);
        delete fields.diary;
        if (!names.has(String(fields.filename)))
          throw new ImportRefusal('invalidRequest', `file ${record.objectId} names ${String(fields.filename)}, which the archive does not hold`);
      }
      // A cover whose photo is not in the archive (deleted since) is left out rather than pointing at nothing.
      if (typeof fields.cover === 'string' && !names.has(fields.cover)) delete fields.cover;
      const checked = FIELD_SCHEMAS[className].safeParse(fields);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new ImportRefusal('invalidRequest', `${className} ${record.objectId} does not fit: ${issue?.path.join('.')}: ${issue?.message}`);
      }
      planned.push({ className, ref: record.objectId, fields });
    }
  }
  return {
    format: 'diary',
    records: planned,
    fileDiaries,
    media: media.map((m) => ({ key: m.key, path: m.path })),
    ...(keptAnswers ? { keptAnswers } : {}),
    left: { shortened: 0, skippedMedia: 0, skippedEntries: 0 },
  };
}
