import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { PRESET_MOODS } from '@diary/core';
import { selectEmojiChoices } from './emoji-choices';
import { chooseSearchHistory, recordEmojiUse, rememberSearch, searchDiaries } from './history';

describe('search history and recent emoji', () => {
  it('says "Search content cannot be empty" and goes nowhere for an empty search', async () => {
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(searchDiaries('   '))).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('search.empty');
    expect(platform.routes).toHaveLength(0);
  });

  it('remembers a search (unique, newest first, at most 10) and opens its list', async () => {
    const { store, platform } = await fakeStore();
    for (let i = 0; i < 12; i++) await store.dispatch(rememberSearch('diary', `k${i}`));
    expect(await store.dispatch(searchDiaries('k3'))).toBe(true);
    const history = store.getState().history.searches.diary;
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('k3');
    expect(history.filter((k) => k === 'k3')).toHaveLength(1);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/list/search/k3' });
  });

  it('re-adds a chosen record 300 ms after the click', async () => {
    const { store, platform } = await fakeStore();
    await store.dispatch(rememberSearch('people', '小明'));
    await store.dispatch(rememberSearch('people', '小红'));
    const before = platform.clock.now().getTime();
    await store.dispatch(chooseSearchHistory('people', '小明'));
    expect(platform.clock.now().getTime() - before).toBe(300);
    expect(store.getState().history.searches.people).toEqual(['小明', '小红']);
  });

  it("offers the emoji used lately, then the preset moods' (a new person has only those), 28 at most", async () => {
    const { store } = await fakeStore();
    const presets = PRESET_MOODS.map((mood) => mood.emoji);
    expect(selectEmojiChoices(store.getState())).toEqual(presets);
    await store.dispatch(recordEmojiUse('🌊'));
    await store.dispatch(recordEmojiUse(presets[3]!));
    expect(selectEmojiChoices(store.getState())).toEqual([presets[3], '🌊', ...presets.filter((e) => e !== presets[3])]);
    for (let i = 0; i < 30; i++) await store.dispatch(recordEmojiUse(String.fromCodePoint(0x1f600 + 0x40 + i)));
    expect(selectEmojiChoices(store.getState())).toHaveLength(28);
    expect(selectEmojiChoices(store.getState())[0]).toBe(String.fromCodePoint(0x1f600 + 0x40 + 29));
  });

  it('keeps 28 recent emoji, newest first', async () => {
    const { store } = await fakeStore();
    for (let i = 0; i < 30; i++) await store.dispatch(recordEmojiUse(String.fromCodePoint(0x1f600 + i)));
    expect(store.getState().history.recentEmoji).toHaveLength(28);
    expect(store.getState().history.recentEmoji[0]).toBe(String.fromCodePoint(0x1f600 + 29));
  });
});
