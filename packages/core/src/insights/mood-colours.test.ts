import { describe, expect, it } from 'vitest';
import { MOOD_COLOURS, moodColourTokens, NO_MOOD_COLOUR } from './mood-colours';

describe('mood colours', () => {
  it('are the same number in each appearance, given to the stylesheets as --mood-0 … and --mood-none', () => {
    expect(MOOD_COLOURS.dark).toHaveLength(MOOD_COLOURS.light.length);
    const dark = moodColourTokens('dark');
    expect(Object.keys(dark)).toEqual([...MOOD_COLOURS.dark.map((_, i) => `--mood-${i}`), '--mood-none']);
    expect(dark['--mood-3']).toBe(MOOD_COLOURS.dark[3]);
    expect(moodColourTokens('light')['--mood-none']).toBe(NO_MOOD_COLOUR);
  });
});
