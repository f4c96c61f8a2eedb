/** The average colour shown behind media before it loads, when the file has none of its own. */
export const DEFAULT_AVE_RGB = {
  dark: [44, 44, 46],
  light: [178, 178, 183],
} as const;

/** A file's average colour as an "rgb(r, g, b)" css value, or the theme's default. */
export function aveRgbColour(aveRgb: unknown, theme: 'dark' | 'light'): string {
  const parts: unknown[] = typeof aveRgb === 'string' ? aveRgb.split(',').map(Number) : Array.isArray(aveRgb) ? [...(aveRgb as unknown[])] : [];
  const valid = parts.length === 3 && parts.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255);
  const [r, g, b] = valid ? parts : DEFAULT_AVE_RGB[theme];
  return `rgb(${r}, ${g}, ${b})`;
}
