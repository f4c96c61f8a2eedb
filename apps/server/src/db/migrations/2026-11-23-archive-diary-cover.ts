import type { Kysely } from 'kysely';

/**
 * Each archive keeps the photo of its month's newest diary that has one (diaryCover and its average
 * colour in the archive's data), shown when the archive has no cover of its own. Saves keep it from
 * now on; this fills it in for the archives written before. Written out here rather than calling
 * today's code, so that the migration still means the same when that code changes.
 */

/** The two tables as this migration found them: today's types may have moved on. */
interface Tables {
  archives: { id: string; user: string; year: number; month: number; data: string };
  diaries: { id: string; user: string; archiveMonth: string; datetime: string; data: string };
}
type Db = Kysely<Tables>;

export async function up(db: Db): Promise<void> {
  const archives = await db.selectFrom('archives').select(['id', 'user', 'year', 'month', 'data']).execute();
  for (const archive of archives) {
    const archiveMonth = `${archive.year}-${String(archive.month).padStart(2, '0')}`;
    const diaries = await db
      .selectFrom('diaries')
      .select('data')
      .where('user', '=', archive.user)
      .where('archiveMonth', '=', archiveMonth)
      .orderBy('datetime', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const newest = diaries.map((d) => JSON.parse(d.data) as { cover?: unknown; imageAveRGB?: unknown }).find((d) => typeof d.cover === 'string' && d.cover);
    if (!newest) continue;
    const data: Record<string, unknown> = { ...(JSON.parse(archive.data || '{}') as Record<string, unknown>), diaryCover: newest.cover };
    if (newest.imageAveRGB !== undefined && newest.imageAveRGB !== null) data.diaryImageAveRGB = newest.imageAveRGB;
    await db
      .updateTable('archives')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', archive.id)
      .execute();
  }
}
