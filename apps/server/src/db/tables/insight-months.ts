/** A person's diaries of one month counted for insights (insights/month-counts.ts; the 2026-12-05 migration). */
export interface InsightMonthTable {
  user: string;
  /** "2026-11", as diaries' archiveMonth. */
  month: string;
  /** Moved by the database whenever a diary of the month is written. */
  version: number | string;
  /** The version `counts` were made at; null before the month is first counted. */
  countedVersion: number | string | null;
  /** The month's counts as JSON (insights/month-counts.ts MonthCounts): days, moods, weather and list ids, no text. */
  counts: string | null;
}
