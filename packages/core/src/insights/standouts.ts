/**
 * When a mood "stands out" with a weather, a place, a person or a story — said only when the numbers carry it:
 * the value comes with at least STANDOUT_MIN_DIARIES diaries that have a mood, the mood is in at least
 * STANDOUT_MIN_TOGETHER of them, and its share of them is at least STANDOUT_MIN_LIFT times its share of all the
 * period's diaries with a mood, and at least STANDOUT_MIN_GAP (twenty points) above it.
 */
export const STANDOUT_MIN_DIARIES = 5;
export const STANDOUT_MIN_TOGETHER = 3;
export const STANDOUT_MIN_LIFT = 1.5;
export const STANDOUT_MIN_GAP = 0.2;
/** At most this many are told, the strongest first. */
export const STANDOUTS_SHOWN = 6;

export interface MoodCount {
  status: string;
  diaries: number;
}

export interface StandoutCandidate {
  /** The moods of the diaries with this value. */
  moods: readonly MoodCount[];
}

export interface Standout {
  status: string;
  /** Diaries with both the value and the mood. */
  together: number;
  /** Diaries with the value and any mood. */
  withMood: number;
  /** The mood's share with the value, and over the whole period. */
  share: number;
  overall: number;
}

/** The mood that stands out with a value, if one does (the rule above); `overall` is each mood's share of the period. */
export function standoutOf(candidate: StandoutCandidate, overall: ReadonlyMap<string, number>): Standout | undefined {
  const withMood = candidate.moods.reduce((sum, m) => sum + m.diaries, 0);
  if (withMood < STANDOUT_MIN_DIARIES) return undefined;
  let best: Standout | undefined;
  for (const { status, diaries } of candidate.moods) {
    const share = diaries / withMood;
    const base = overall.get(status) ?? 0;
    const carries = diaries >= STANDOUT_MIN_TOGETHER && share >= base * STANDOUT_MIN_LIFT && share - base >= STANDOUT_MIN_GAP;
    if (carries && (!best || share - base > best.share - best.overall)) best = { status, together: diaries, withMood, share, overall: base };
  }
  return best;
}
