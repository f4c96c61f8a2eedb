import type { Kysely } from 'kysely';

/**
 * A share's start is the server's from now on (items/share-start.ts); before, a client's was stored. A start
 * still in the future (a share made to outlive its day) becomes this migration's time, so it ends within a day.
 */

const SHARED_TABLES = ['diaries', 'archives', 'weathers', 'locations', 'people', 'tags', 'statuses'] as const;

/** The tables as this migration found them: today's types may have moved on. */
type Tables = Record<(typeof SHARED_TABLES)[number], { sharedDatetime: string | null }>;
type Db = Kysely<Tables>;

export async function up(db: Db): Promise<void> {
  const now = new Date().toISOString();
  for (const table of SHARED_TABLES) {
    await db.updateTable(table).set({ sharedDatetime: now }).where('sharedDatetime', '>', now).execute();
  }
}
