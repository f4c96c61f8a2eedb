export interface ArchiveMonth<A> {
  year: number;
  month: number;
  /** The user's archive for the month, if they wrote in it. */
  archive: A | undefined;
  count: number;
}

/** The archive tab shows the previous, the selected and the next year, twelve months each. */
export function threeYearArchiveView<A extends { year: number; month: number; count?: number }>(
  selectedYear: number,
  archives: readonly A[],
): Array<{ year: number; months: Array<ArchiveMonth<A>> }> {
  return [selectedYear - 1, selectedYear, selectedYear + 1].map((year) => ({
    year,
    months: Array.from({ length: 12 }, (_, i) => {
      const archive = archives.find((a) => a.year === year && a.month === i + 1);
      return { year, month: i + 1, archive, count: archive?.count ?? 0 };
    }),
  }));
}

/** The archive of a date's month: its year and month in local time. */
export function archiveKeyOf(date: Date): { year: number; month: number } {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}
