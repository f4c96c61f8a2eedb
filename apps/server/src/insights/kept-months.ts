import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { countMonths, countsOf, monthOf, type Month, type MonthCounts } from './month-counts';

/** A month's counts as this process keeps them: read or made at a version of the month. */
interface Kept {
  version: string;
  counts: Month;
  /** Their length as JSON, for the memory they take. */
  size: number;
}

/** The memory a process keeps months' counts in (as their JSON's length): a person with 10,000 diaries takes about 1 MB. */
const KEPT_MONTHS_BYTES = 32 * 1024 * 1024;

/**
 * People's months counted for insights (the `insightMonths` table): a month whose diaries were written since it was
 * counted (the database moved its version) is counted again, and kept again unless another write came meanwhile. A
 * year adds up twelve kept months, all time some dozens, instead of reading every diary; after a save only its month
 * is read again. This process also keeps the months it read or counted, by version, so that all time reads only the
 * months' versions from the database (counts are dates, moods, weather and ids: no text, nothing sealed).
 */
export class KeptMonths {
  private readonly kept = new LRUCache<string, Kept>({ maxSize: KEPT_MONTHS_BYTES, sizeCalculation: (kept) => kept.size + 64 });

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The counts of a person's months, from `first` to `last` or all of them, in month order. */
  async of(userId: string, months?: { first: string; last: string }): Promise<Month[]> {
    const db = this.database.db;
    const versions = db.selectFrom('insightMonths').select(['month', 'version', 'countedVersion']).where('user', '=', userId).orderBy('month');
    const rows = (await (months ? versions.where('month', '>=', months.first).where('month', '<=', months.last) : versions).execute()).map((row) => ({
      month: row.month,
      version: String(row.version),
      counted: row.countedVersion === null ? null : String(row.countedVersion),
    }));
    const found = new Map<string, Month>();
    for (const { month, version } of rows) {
      const kept = this.kept.get(`${userId} ${month}`);
      if (kept?.version === version) found.set(month, kept.counts);
    }
    // Counted already, but not kept in this process: their counts as the database keeps them.
    const unread = rows.filter((row) => !found.has(row.month) && row.counted === row.version).map((row) => row.month);
    if (unread.length > 0) {
      const stored = await db
        .selectFrom('insightMonths')
        .select(['month', 'countedVersion', 'counts'])
        .where('user', '=', userId)
        .where('month', 'in', unread)
        .execute();
      for (const { month, countedVersion, counts } of stored) {
        if (counts === null || countedVersion === null) continue;
        const kept = { version: String(countedVersion), counts: monthOf(JSON.parse(counts) as MonthCounts), size: counts.length };
        this.kept.set(`${userId} ${month}`, kept);
        // Counted again since the versions were read: as new as they, and newer is no harm.
        found.set(month, kept.counts);
      }
    }
    const stale = rows.filter((row) => !found.has(row.month));
    if (stale.length > 0) await this.count(userId, stale, found);
    return rows.map((row) => found.get(row.month)!);
  }

  /**
   * Counts the months again. They are kept in the database at the versions read before their diaries were: a write
   * landing in between moves a month's version past the one its counts are kept under, and the next request counts
   * it again. Kept after the answer has gone: nothing waits for it, and if it fails the next request counts again.
   */
  private async count(userId: string, stale: ReadonlyArray<{ month: string; version: string }>, found: Map<string, Month>): Promise<void> {
    const counted = await countMonths(
      this.database.db,
      userId,
      stale.map((row) => row.month),
    );
    const kept = stale.map(({ month, version }) => {
      const counts = counted.get(month)!;
      const json = JSON.stringify(countsOf(counts));
      found.set(month, counts);
      this.kept.set(`${userId} ${month}`, { version, counts, size: json.length });
      return { month, version, json };
    });
    setImmediate(() => {
      this.database
        .transaction(async (tx) => {
          for (const { month, version, json } of kept) {
            await tx
              .updateTable('insightMonths')
              .set({ counts: json, countedVersion: version })
              .where('user', '=', userId)
              .where('month', '=', month)
              .where('version', '=', version)
              .execute();
          }
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'months counted for insights were not kept'));
    });
  }
}
