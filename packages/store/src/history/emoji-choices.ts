import { PRESET_MOODS, RECENT_EMOJI_MAX } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

/**
 * The emoji offered under a status's emoji field where the app has no full palette (the mini program; the web's
 * palette shows the recent ones above every emoji): the ones used lately, newest first (the seed's 28), then the
 * preset moods' not among them — so a new person taps one instead of typing it.
 */
export const selectEmojiChoices = createSelector([(state: RootState) => state.history.recentEmoji], (recent): string[] =>
  [...new Set([...recent, ...PRESET_MOODS.map((mood) => mood.emoji)])].slice(0, RECENT_EMOJI_MAX),
);
