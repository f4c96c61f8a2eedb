import type { Kysely } from 'kysely';

/**
 * Each place and story keeps the photo of its newest diary that has one (diaryCover and its average colour in its
 * data, as a month's archive does), shown on its card when it has no cover of its own. Saves keep it from now on;
 * this fills it in for the places and stories written before. Written out here rather than calling today's code, so
 * that the migration still means the same when that code changes.
 */

/** The tables as this migration found them: today's types may have moved on. */
interface Tables {
  locations: { id: string; data: string };
  tags: { id: string; data: string };
  diaries: { id: string; datetime: string; data: string };
  itemLinks: { ownerId: string; field: string; targetId: string };
}
type Db = Kysely<Tables>;

const LISTS = [
  { field: 'location', table: 'locations' },
  { field: 'tag', table: 'tags' },
] as const;

export async function up(db: Db): Promise<void> {
  for (const { field, table } of LISTS) {
    // Every diary in a place (or a story), newest first: the first with a photo is the one kept.
    const rows = await db
      .selectFrom('itemLinks')
      .innerJoin('diaries', 'diaries.id', 'itemLinks.ownerId')
      .select(['itemLinks.targetId', 'diaries.data'])
      .where('itemLinks.field', '=', field)
      .orderBy('diaries.datetime', 'desc')
      .orderBy('diaries.id', 'desc')
      .execute();
    const newest = new Map<string, { cover: string; imageAveRGB: unknown }>();
    for (const row of rows) {
      if (newest.has(row.targetId)) continue;
      const diary = JSON.parse(row.data) as { cover?: unknown; imageAveRGB?: unknown };
      if (typeof diary.cover === 'string' && diary.cover) newest.set(row.targetId, { cover: diary.cover, imageAveRGB: diary.imageAveRGB });
    }
    for (const [id, photo] of newest) {
      const record = await db.selectFrom(table).select('data').where('id', '=', id).executeTakeFirst();
      if (!record) continue;
      const data: Record<string, unknown> = { ...(JSON.parse(record.data || '{}') as Record<string, unknown>), diaryCover: photo.cover };
      if (photo.imageAveRGB !== undefined && photo.imageAveRGB !== null) data.diaryImageAveRGB = photo.imageAveRGB;
      await db
        .updateTable(table)
        .set({ data: JSON.stringify(data) })
        .where('id', '=', id)
        .execute();
    }
  }
}
