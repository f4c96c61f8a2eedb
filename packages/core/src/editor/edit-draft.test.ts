import { describe, expect, it } from 'vitest';
import { draftHasChanges, draftHasWriting, emptyDraft } from './edit-draft';

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

describe('whether a draft has unsaved changes', () => {
  const start = { ...emptyDraft(new Date('2026-11-21T10:00:00Z')), id: 'd1', content: '下雨了', tags: [{ id: 't1', name: '周末' }] };
  it('is false for a draft as it started, whichever photo is shown and however the text is padded', () => {
    expect(draftHasChanges(null, start)).toBe(false);
    expect(draftHasChanges({ ...start }, start)).toBe(false);
    expect(draftHasChanges({ ...start, photoIndex: 3, content: '下雨了\n' }, start)).toBe(false);
  });
  it('is true for new text, a story taken off, another date or a photo removed', () => {
    expect(draftHasChanges({ ...start, content: '下雨了，又晴了' }, start)).toBe(true);
    expect(draftHasChanges({ ...start, tags: [] }, start)).toBe(true);
    expect(draftHasChanges({ ...start, datetime: '2026-11-20T10:00:00.000Z' }, start)).toBe(true);
    const photo = { id: 'p1', filename: 'p1.jpg', name: '', fileType: 'image' as const, kind: 'image/jpeg', uploadedStatus: true, deleteStatus: false };
    expect(draftHasChanges({ ...start, photos: [{ ...photo, deleteStatus: true }] }, { ...start, photos: [photo] })).toBe(true);
  });
  it('without a start to compare with, counts any writing', () => {
    expect(draftHasChanges(emptyDraft(new Date()), null)).toBe(false);
    expect(draftHasChanges(start, null)).toBe(true);
  });
});
