import { SUMMARY_MAX_LENGTH } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from './items-slice';
import {
  deleteTargetFromForm,
  openTargetAdd,
  openTargetEdit,
  saveTargetForm,
  selectTargetForm,
  submitTargetForm,
  switchTargetFavorite,
  switchTargetFormFavorite,
  typeTargetForm,
} from './target-form';
import { targetDraftKey, targetDraftTyped } from './target-form-slice';

const blank = { name: '', summary: '', address: '', emoji: '', favorite: false };

describe('the form that adds or edits a place, person, story or status', () => {
  it('asks a place for its address, a status for its emoji and no summary, people and stories for name, summary and favorite', async () => {
    const { store } = await fakeStore();
    const state = store.getState();
    expect(selectTargetForm(state, 'location', null).fields).toEqual(['name', 'address', 'summary', 'favorite']);
    expect(selectTargetForm(state, 'status', null).fields).toEqual(['emoji', 'name', 'favorite']);
    expect(selectTargetForm(state, 'people', null).fields).toEqual(['name', 'summary', 'favorite']);
    expect(selectTargetForm(state, 'tag', null).title).toBe('target.addTag');
  });

  it('starts a new person with the name from the link, and an edit with the record', async () => {
    const { store } = await fakeStore();
    expect(selectTargetForm(store.getState(), 'people', null, ' Lin ').initial.name).toBe('Lin');
    expect(selectTargetForm(store.getState(), 'tag', null, 'Lin').initial.name).toBe('');
    store.dispatch(collectionLoaded({ name: 'people', records: [{ objectId: 'p1', name: 'Mei', summary: 'Sister', favorite: true }] }));
    const form = selectTargetForm(store.getState(), 'people', 'p1');
    expect(form).toMatchObject({ mode: 'edit', title: 'target.editPeople', missing: false, initial: { name: 'Mei', summary: 'Sister', favorite: true } });
    expect(selectTargetForm(store.getState(), 'people', 'p1')).toBe(form);
    expect(selectTargetForm(store.getState(), 'people', 'gone')).toMatchObject({ missing: true, loading: false });
  });

  it("keeps what was typed while the user picks a story's topic and comes back; opening the form afresh or saving starts from the record", async () => {
    const { store } = await fakeStore({ answers: { update_item: () => ({ objectId: 't1', updatedAt: '2026-11-21T02:00:00.000Z' }) } });
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: 'Travel', summary: '' }] }));
    const typed = { ...blank, name: 'Travel 2026', summary: 'Half-written' };
    store.dispatch(targetDraftTyped({ key: targetDraftKey('tag', 't1'), draft: typed }));
    // Back from /topic/select/t1: the form shows the typing, not the record.
    expect(selectTargetForm(store.getState(), 'tag', 't1').initial).toEqual(typed);
    // Another form starts from its own record.
    expect(selectTargetForm(store.getState(), 'tag', null).initial.name).toBe('');
    store.dispatch(openTargetEdit('tag', 't1'));
    expect(selectTargetForm(store.getState(), 'tag', 't1').initial.name).toBe('Travel');
    store.dispatch(targetDraftTyped({ key: targetDraftKey('tag', 't1'), draft: typed }));
    await store.dispatch(submitTargetForm('tag', 't1', typed));
    expect(store.getState().targetForm.unsaved).toBeNull();
  });

  it('refuses an empty name without asking the server', async () => {
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(submitTargetForm('tag', null, { ...blank, name: '   ' }))).toBeNull();
    expect(platform.toasts.at(-1)!.message.key).toBe('target.nameEmpty');
    expect(platform.requests).toEqual([]);
  });

  it('adds with the trimmed name and only the kind’s fields; a new favorite gets favoriteAt now; then goes back', async () => {
    const { store, platform } = await fakeStore({ answers: { add_item: () => ({ objectId: 's1', createdAt: '2026-11-21T02:00:00.000Z' }) } });
    const id = await store.dispatch(submitTargetForm('status', null, { ...blank, name: ' Calm ', emoji: '😌', summary: 'ignored', favorite: true }));
    expect(id).toBe('s1');
    expect(platform.requests.at(-1)!.payload).toMatchObject({
      className: 'status',
      data: { name: 'Calm', emoji: '😌', favorite: true, favoriteAt: { __type: 'Date', iso: '2026-11-21T02:00:00.000Z' } },
    });
    expect((platform.requests.at(-1)!.payload.data as Record<string, unknown>).summary).toBeUndefined();
    expect(store.getState().items.status.find((s) => s.objectId === 's1')).toMatchObject({ name: 'Calm', emoji: '😌', count: 0 });
    expect(store.getState().history.recentEmoji).toEqual(['😌']);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });

  it('a place’s favorite has no favoriteAt', async () => {
    const { store, platform } = await fakeStore({ answers: { add_item: () => ({ objectId: 'l1', createdAt: '2026-11-21T02:00:00.000Z' }) } });
    await store.dispatch(submitTargetForm('location', null, { ...blank, name: 'West Lake', address: ' Hangzhou ', favorite: true }));
    expect(platform.requests.at(-1)!.payload.data).toEqual({ name: 'West Lake', address: 'Hangzhou', summary: '', favorite: true });
  });

  it('a duplicate name shows the server’s message and stays on the screen', async () => {
    const { store, platform } = await fakeStore({ answers: { add_item: () => new FakeResponse(409, { code: 137, error: 'duplicate' }) } });
    expect(await store.dispatch(submitTargetForm('people', null, { ...blank, name: 'Lin' }))).toBeNull();
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.duplicateName');
    expect(platform.routes).toEqual([]);
  });

  it('edits name and summary of the record', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: (p) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }) } });
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: 'Trip', count: 3 }] }));
    await store.dispatch(submitTargetForm('tag', 't1', { ...blank, name: 'Autumn trip', summary: 'Hangzhou', favorite: true }));
    expect(platform.requests.at(-1)!.payload).toMatchObject({ objectId: 't1', data: { name: 'Autumn trip', summary: 'Hangzhou' } });
    expect(store.getState().items.tag[0]).toMatchObject({ name: 'Autumn trip', summary: 'Hangzhou', count: 3 });
  });

  it('the favorite switch toggles an edited record at once, and only the draft of a new one', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: (p) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' }) } });
    store.dispatch(collectionLoaded({ name: 'people', records: [{ objectId: 'p1', name: 'Mei' }] }));
    expect(await store.dispatch(switchTargetFavorite('people', null, false))).toBe(true);
    expect(platform.requests).toEqual([]);
    expect(await store.dispatch(switchTargetFavorite('people', 'p1', false))).toBe(true);
    expect(store.getState().items.people[0]).toMatchObject({ favorite: true, favoriteAt: { iso: '2026-11-21T02:00:00.000Z' } });
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.favorited');
  });

  it('delete asks first, keeps the screen when refused, and after deleting shows the kind’s tab', async () => {
    const { store, platform } = await fakeStore({ answers: { delete_item: (p) => ({ objectId: p.objectId }) } });
    store.dispatch(collectionLoaded({ name: 'location', records: [{ objectId: 'l1', name: 'West Lake' }] }));
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(deleteTargetFromForm('location', 'l1'))).toBe(false);
    expect(platform.routes).toEqual([]);
    expect(await store.dispatch(deleteTargetFromForm('location', 'l1'))).toBe(true);
    expect(platform.confirms.at(-1)!.title).toEqual({ key: 'target.deleteTitle', params: { name: 'West Lake' } });
    expect(store.getState().items.location).toEqual([]);
    expect(platform.routes).toEqual([{ kind: 'replace', path: '/dashboard/location' }]);
  });

  it('opens add with a person’s name in the link; adding a story or person without Pro shows the Pro sheet first', async () => {
    const { store, platform } = await fakeStore();
    expect(await store.dispatch(openTargetAdd('people', 'Lin Mei'))).toBe(true);
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/target/people/add?name=Lin%20Mei' });
    store.dispatch(openTargetEdit('tag', 't1'));
    expect(platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/target/tag/edit/t1' });
    const free = await fakeStore({ proStatus: 0 });
    expect(await free.store.dispatch(openTargetAdd('tag'))).toBe(false);
    expect(free.store.getState().gate.prompt).toMatchObject({ kind: 'proSheet', action: 'addStory' });
    expect(await free.store.dispatch(openTargetAdd('location'))).toBe(true);
    expect(free.platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/target/location/add' });
  });
});

describe('the target form as a screen model', () => {
  it('keeps what is typed in the store, counts the summary, shows a story’s topic choice once it exists, and is busy while saving', async () => {
    let answer: (() => void) | undefined;
    const { store, platform } = await fakeStore({
      answers: { add_item: () => new Promise((resolve) => (answer = () => resolve({ objectId: 't9', createdAt: '2026-11-21T02:00:00.000Z' }))) },
    });
    const route = { kind: 'tag' as const, id: null };
    store.dispatch(typeTargetForm(route, { name: 'Trip' }));
    store.dispatch(typeTargetForm(route, { summary: 'Away' }));
    const form = selectTargetForm(store.getState(), 'tag', null);
    expect(form).toMatchObject({
      initial: { name: 'Trip', summary: 'Away' },
      summaryCounter: { key: 'editor.counter', params: { count: 4, max: SUMMARY_MAX_LENGTH } },
      organizer: null,
    });
    await store.dispatch(switchTargetFormFavorite(route));
    expect(selectTargetForm(store.getState(), 'tag', null).initial.favorite).toBe(true);

    const saving = store.dispatch(saveTargetForm(route));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectTargetForm(store.getState(), 'tag', null).busy).toBe(true);
    answer!();
    expect(await saving).toBe('t9');
    expect(selectTargetForm(store.getState(), 'tag', null).busy).toBe(false);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ className: 'tag', data: { name: 'Trip', summary: 'Away', favorite: true } });
    expect(selectTargetForm(store.getState(), 'tag', 't9').organizer).toBe('topic');
  });
});
