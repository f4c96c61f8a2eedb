import { dayNumber } from './period';

export interface WritingStreaks {
  /** Days in a row with a diary up to today, or up to yesterday while today has none yet (Day One's rule). */
  current: number;
  /** The most days in a row with a diary among the days given. */
  longest: number;
  /** The last day of the longest streak (the latest, when two are as long). */
  longestEnd: string | null;
}

/** Streaks of days with a diary. `days` are calendar days ("2026-11-21"), any order, repeats allowed. */
export function writingStreaks(days: readonly string[], today: string): WritingStreaks {
  const sorted = [...new Set(days)].sort();
  const numbers = sorted.map(dayNumber);
  let longest = 0;
  let longestEnd: string | null = null;
  let run = 0;
  sorted.forEach((day, i) => {
    run = i > 0 && numbers[i]! - numbers[i - 1]! === 1 ? run + 1 : 1;
    if (run >= longest) [longest, longestEnd] = [run, day];
  });
  const written = new Set(numbers);
  let at = dayNumber(today);
  if (!written.has(at)) at -= 1;
  let current = 0;
  while (written.has(at - current)) current += 1;
  return { current, longest, longestEnd };
}
