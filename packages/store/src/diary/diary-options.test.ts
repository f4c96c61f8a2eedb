import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { chooseDiaryOption, diaryOptionRows } from './diary-options';

describe("the detail's options sheet", () => {
  it('lists edit, favorite, encrypt and delete in order; favorite and encrypt say what a tap will do; only delete is destructive', () => {
    expect(diaryOptionRows({ favorite: false, privateStatus: false })).toEqual([
      { key: 'edit', label: 'diaryOptions.edit', danger: false },
      { key: 'favorite', label: 'diaryOptions.favorite', danger: false },
      { key: 'private', label: 'diaryOptions.makePrivate', danger: false },
      { key: 'delete', label: 'diaryOptions.delete', danger: true },
    ]);
    expect(diaryOptionRows({ favorite: true, privateStatus: true }).map((row) => row.label)).toEqual([
      'diaryOptions.edit',
      'diaryOptions.unfavorite',
      'diaryOptions.makePublic',
      'diaryOptions.delete',
    ]);
  });
});

describe("the detail's Share option", () => {
  it('is offered before delete by an app with the share settings sheet, and opens that sheet', async () => {
    expect(diaryOptionRows({ favorite: false, privateStatus: false }, true).map((row) => row.key)).toEqual(['edit', 'favorite', 'private', 'share', 'delete']);
    expect(diaryOptionRows({ favorite: false, privateStatus: false }, true)[3]).toEqual({ key: 'share', label: 'diaryOptions.share', danger: false });
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(chooseDiaryOption('d1', 'share'))).toBe('share');
    expect(platform.requests).toEqual([]);
  });
});
