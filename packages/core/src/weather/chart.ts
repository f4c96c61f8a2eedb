/** Each weather bar is 12 px plus up to 44 px, scaled by the largest count. */
export const WEATHER_BAR_MIN_HEIGHT = 12;
export const WEATHER_BAR_EXTRA_HEIGHT = 44;

export function weatherBarHeight(count: number, largestCount: number): number {
  if (largestCount <= 0 || count <= 0) return WEATHER_BAR_MIN_HEIGHT;
  return WEATHER_BAR_MIN_HEIGHT + Math.round((WEATHER_BAR_EXTRA_HEIGHT * Math.min(count, largestCount)) / largestCount);
}
