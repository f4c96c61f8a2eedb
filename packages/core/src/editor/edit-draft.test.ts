import { describe, expect, it } from 'vitest';
import { draftHasWriting } from './edit-draft';

describe('whether leaving the editor would lose writing', () => {
  const empty = { title: '', content: '', photos: [] };
  it('is false for no draft and for an empty one (spaces are not writing)', () => {
    expect(draftHasWriting(null)).toBe(false);
    expect(draftHasWriting(empty)).toBe(false);
    expect(draftHasWriting({ ...empty, title: '  ', content: '\n ' })).toBe(false);
  });
  it('is true for a title, text, or a photo', () => {
    expect(draftHasWriting({ ...empty, title: '周末' })).toBe(true);
    expect(draftHasWriting({ ...empty, content: '下雨了' })).toBe(true);
    expect(draftHasWriting({ ...empty, photos: [{} as never] })).toBe(true);
  });
});
