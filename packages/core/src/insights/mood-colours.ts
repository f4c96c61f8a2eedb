/**
 * The mood colours of insights (the pixels, the mood bars, the "my year" poster), by a mood's place among the person's
 * statuses: statuses carry no colour of their own. They are fills, not text, each at least 3:1 against a card in its
 * appearance; the poster keeps the light ones whatever the app's appearance.
 */
export const MOOD_COLOURS = {
  light: ['#e9a800', '#2e9e62', '#e0609a', '#ee7a1f', '#8a76c6', '#3b82d6', '#d9463c', '#1597a8'],
  dark: ['#ffc933', '#4cc98a', '#f47fb4', '#ff9a4d', '#a895e0', '#64a5f0', '#f06a60', '#3ec3d4'],
} as const;

/** How many colours there are: a ninth mood takes the first again. */
export const MOOD_COLOUR_COUNT = MOOD_COLOURS.light.length;

/** A day written without a mood (grey in both appearances). */
export const NO_MOOD_COLOUR = '#8e8e93';

/** The colours as the design tokens the apps' stylesheets read (`--mood-0` … `--mood-7`, `--mood-none`), set on the screen's root. */
export function moodColourTokens(appearance: keyof typeof MOOD_COLOURS): Record<string, string> {
  return Object.fromEntries([...MOOD_COLOURS[appearance].map((colour, i) => [`--mood-${i}`, colour]), ['--mood-none', NO_MOOD_COLOUR]]);
}
