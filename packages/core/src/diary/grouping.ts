export interface DayGroup<D> {
  day: string;
  diaries: D[];
}
export interface MonthGroup<D> {
  month: string;
  days: Array<DayGroup<D>>;
}

/** Groups a list (already sorted) by month and then by day, keeping its order. */
export function groupByMonthAndDay<D extends { month: string; day: string }>(diaries: readonly D[]): Array<MonthGroup<D>> {
  const months: Array<MonthGroup<D>> = [];
  for (const diary of diaries) {
    let month = months[months.length - 1];
    if (!month || month.month !== diary.month) {
      month = { month: diary.month, days: [] };
      months.push(month);
    }
    let day = month.days[month.days.length - 1];
    if (!day || day.day !== diary.day) {
      day = { day: diary.day, diaries: [] };
      month.days.push(day);
    }
    day.diaries.push(diary);
  }
  return months;
}
