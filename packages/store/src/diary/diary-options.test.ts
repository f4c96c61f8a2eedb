import { describe, expect, it } from 'vitest';
import { diaryOptionRows } from './diary-options';

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
