import type { Services } from '../context';
import { plainText } from '../items/diary-rules';
import { openRows } from '../storage/sealed';
import { MEDIA_FIELDS, type ImportPlan, type PlannedRecord } from './import-plan';

/** Ids or datetimes asked about in one statement. */
const CHUNK = 500;

/**
 * What of an import the account already has, left out of it so that importing twice adds nothing twice: a
 * diary is there when the account has the archive's own id for it (a backup brought back into the account
 * it came from) or else a diary of the same datetime and text (an archive imported before into this
 * account, or a Day One export run twice). A photo or video only such diaries hold is left out with them,
 * and so is a stored object no record left to write names. Places, people and stories of the same name were
 * already joined (run-import.ts's twins).
 */
export async function withoutWhatIsThere(services: Services, userId: string, plan: ImportPlan): Promise<{ plan: ImportPlan; alreadyThere: number }> {
  const diaries = plan.records.filter((r) => r.className === 'diary');
  const there = await diariesThere(services, userId, diaries);
  if (there.size === 0) return { plan, alreadyThere: 0 };

  // A file goes with its diaries: left out when every diary that shows it is.
  const shownBy = new Map<string, string[]>();
  for (const diary of diaries) for (const ref of galleryRefs(diary)) shownBy.set(ref, [...(shownBy.get(ref) ?? []), diary.ref]);
  for (const [file, refs] of plan.fileDiaries) shownBy.set(file, [...new Set([...(shownBy.get(file) ?? []), ...refs])]);
  const leftOut = (record: PlannedRecord) =>
    record.className === 'diary'
      ? there.has(record.ref)
      : record.className === 'file' && (shownBy.get(record.ref) ?? []).every((ref) => there.has(ref)) && shownBy.has(record.ref);

  const records = plan.records.filter((record) => !leftOut(record));
  const named = new Set(records.flatMap((record) => MEDIA_FIELDS.map((field) => record.fields[field]).filter((v): v is string => typeof v === 'string')));
  const media = plan.media.filter((object) => named.has(object.key) || named.has(object.key.replace(/^file\//, '')) || named.has(`file/${object.key}`));
  const kept = new Set(records.map((r) => r.ref));
  const fileDiaries = new Map([...plan.fileDiaries].filter(([file]) => kept.has(file)));
  return { plan: { ...plan, records, media, fileDiaries }, alreadyThere: there.size };
}

const galleryRefs = (diary: PlannedRecord) => ((diary.fields.gallery as Array<{ objectId: string }> | undefined) ?? []).map((p) => p.objectId);

const timeOf = (value: unknown) => new Date((value as { iso?: string } | undefined)?.iso ?? String(value)).getTime();

/** The refs of the planned diaries the account has, by id or by datetime and text. */
async function diariesThere(services: Services, userId: string, diaries: PlannedRecord[]): Promise<Set<string>> {
  const { db } = services.database;
  const there = new Set<string>();
  const refs = diaries.map((d) => d.ref);
  for (let i = 0; i < refs.length; i += CHUNK) {
    const rows = await db
      .selectFrom('diaries')
      .select('id')
      .where('user', '=', userId)
      .where('id', 'in', refs.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) there.add(row.id);
  }
  const rest = diaries.filter((d) => !there.has(d.ref));
  const byTime = new Map<number, PlannedRecord[]>();
  for (const diary of rest) byTime.set(timeOf(diary.fields.datetime), [...(byTime.get(timeOf(diary.fields.datetime)) ?? []), diary]);
  const times = [...byTime.keys()].filter(Number.isFinite).map((t) => new Date(t).toISOString());
  if (times.length === 0) return there;
  const cipher = await services.keys.cipherFor(db, userId);
  for (let i = 0; i < times.length; i += CHUNK) {
    const rows = await db
      .selectFrom('diaries')
      .selectAll()
      .where('user', '=', userId)
      .where('datetime', 'in', times.slice(i, i + CHUNK))
      .execute();
    for (const row of openRows(cipher, 'diary', rows)) {
      const content = String(row.content ?? '');
      for (const diary of byTime.get(timeOf(row.datetime)) ?? []) {
        if ((plainText(String(diary.fields.content ?? '')) ?? '') === content) there.add(diary.ref);
      }
    }
  }
  return there;
}
