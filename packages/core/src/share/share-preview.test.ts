import { describe, expect, it } from 'vitest';
import { sharedDiaryTitle, sharedListSelector, sharedListTitle, textExcerpt } from './share-preview';

describe('what a shared page is called', () => {
  it('a diary by its title, else by the start of its text on one line', () => {
    expect(sharedDiaryTitle({ title: ' Spring ', content: 'x' })).toBe('Spring');
    expect(sharedDiaryTitle({ title: '', content: 'Walked by the river\nand back' })).toBe('Walked by the river and back');
    expect(sharedDiaryTitle({ content: '字'.repeat(50) })).toBe(`${'字'.repeat(40)}…`);
  });

  it('an excerpt counts an emoji as one character and never splits it', () => {
    expect(textExcerpt('😀😀😀', 2)).toBe('😀😀…');
    expect(textExcerpt(undefined, 5)).toBe('');
    expect(textExcerpt('short', 5)).toBe('short');
  });

  it('a list as its owner heads it: the month of an archive, the weather, the name of the rest', () => {
    expect(sharedListSelector('archive', { objectId: 'a1', year: 2026, month: 3 })).toEqual({ listType: 'archive', year: 2026, month: 3 });
    expect(sharedListTitle('archive', { objectId: 'a1', year: 2026, month: 3 }, 'en')).toMatch(/March|Mar/);
    expect(sharedListTitle('archive', { objectId: 'a1', year: 2026, month: 3 }, 'zh')).toContain('3');
    expect(sharedListTitle('weather', { objectId: 'w1', code: 1 }, 'en')).toEqual({ key: 'weather.sunny' });
    expect(sharedListTitle('tag', { objectId: 't1', name: 'Travel' }, 'en')).toBe('Travel');
    expect(sharedListTitle('location', { objectId: 'l1' }, 'en')).toBe('');
  });
});
