import { describe, expect, it } from 'vitest';
import { FakeResponse, type FakeAnswer } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from './items-slice';
import {
  chooseOrganizer,
  deleteOrganizer,
  moveEntry,
  openOrganizers,
  reorderOrganizers,
  selectMemberOrganizer,
  selectOrganizerForm,
  selectOrganizerList,
  selectOrganizerSelect,
  submitOrganizerForm,
} from './topics-groups';

const topicPtr = (objectId: string) => ({ __type: 'Pointer' as const, className: 'topic' as const, objectId });
const updated = (p: Record<string, unknown>) => ({ objectId: p.objectId, updatedAt: '2026-11-23T02:00:00.000Z' });

async function withTopics(answers: Record<string, FakeAnswer> = {}) {
  const fake = await fakeStore({ answers });
  fake.store.dispatch(
    collectionLoaded({
      name: 'topic',
      records: [
        { objectId: 'tp2', name: 'Work', position: 1 },
        { objectId: 'tp1', name: 'Life', position: 0 },
      ],
    }),
  );
  fake.store.dispatch(
    collectionLoaded({
      name: 'tag',
      records: [
        { objectId: 't1', name: 'Walks', topic: topicPtr('tp1') },
        { objectId: 't2', name: 'Tea', topic: { objectId: 'tp1', name: 'Life' } },
        { objectId: 't3', name: 'Trip' },
      ],
    }),
  );
  return fake;
}

describe('topics and groups', () => {
  it('lists topics by position with how many stories each holds', async () => {
    const { store } = await withTopics();
    const list = selectOrganizerList(store.getState(), 'topic');
    expect(list.rows).toEqual([
      { id: 'tp1', name: 'Life', members: 2, editPath: '/topic/edit/tp1' },
      { id: 'tp2', name: 'Work', members: 0, editPath: '/topic/edit/tp2' },
    ]);
    expect(selectOrganizerList(store.getState(), 'topic')).toBe(list);
    expect(selectOrganizerList(store.getState(), 'group')).toMatchObject({ loading: true, rows: [] });
  });

  it('adds a topic last, with the trimmed name, then goes back; refuses an empty name without asking the server', async () => {
    const { store, platform } = await withTopics({ add_item: () => ({ objectId: 'tp3', createdAt: '2026-11-23T02:00:00.000Z' }) });
    expect(await store.dispatch(submitOrganizerForm('topic', null, '  '))).toBeNull();
    expect(platform.toasts.at(-1)!.message.key).toBe('target.nameEmpty');
    expect(platform.requests).toEqual([]);
    expect(await store.dispatch(submitOrganizerForm('topic', null, ' Family '))).toBe('tp3');
    expect(platform.requests.at(-1)!.payload).toEqual({ className: 'topic', data: { name: 'Family', position: 2 } });
    expect(selectOrganizerList(store.getState(), 'topic').rows.map((r) => r.name)).toEqual(['Life', 'Work', 'Family']);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });

  it('renames a group, and keeps the screen when the name is already used', async () => {
    const { store, platform } = await fakeStore({
      answers: { update_item: (p) => ((p.data as { name: string }).name === 'Calm' ? new FakeResponse(409, { code: 137, error: 'duplicate' }) : updated(p)) },
    });
    store.dispatch(collectionLoaded({ name: 'group', records: [{ objectId: 'g1', name: 'Moods', position: 0 }] }));
    expect(selectOrganizerForm(store.getState(), 'group', 'g1')).toMatchObject({
      mode: 'edit',
      title: 'organize.editGroup',
      initialName: 'Moods',
      missing: false,
    });
    expect(selectOrganizerForm(store.getState(), 'group', null)).toMatchObject({ mode: 'add', title: 'stories.addGroup', initialName: '' });
    expect(await store.dispatch(submitOrganizerForm('group', 'g1', 'Calm'))).toBeNull();
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.duplicateName');
    expect(platform.routes).toEqual([]);
    expect(await store.dispatch(submitOrganizerForm('group', 'g1', 'Feelings'))).toBe('g1');
    expect(platform.requests.at(-1)!.payload).toEqual({ className: 'group', objectId: 'g1', data: { name: 'Feelings' } });
    expect(store.getState().items.group[0]).toMatchObject({ name: 'Feelings', position: 0 });
  });

  it('moves an entry from one index to another', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('a new order sends only the changed positions in one batch and shows at once', async () => {
    const { store, platform } = await withTopics({
      batch_op_items: (p) => (p.requests as unknown[]).map(() => ({ success: { objectId: 'x', updatedAt: '2026-11-23T02:00:00.000Z' } })),
    });
    store.dispatch(
      collectionLoaded({
        name: 'topic',
        records: [
          { objectId: 'a', name: 'A', position: 0 },
          { objectId: 'b', name: 'B', position: 1 },
          { objectId: 'c', name: 'C', position: 2 },
        ],
      }),
    );
    expect(await store.dispatch(reorderOrganizers('topic', ['a', 'c', 'b']))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toEqual({
      requests: [
        { method: 'PUT', className: 'topic', objectId: 'c', body: { position: 1 } },
        { method: 'PUT', className: 'topic', objectId: 'b', body: { position: 2 } },
      ],
    });
    expect(selectOrganizerList(store.getState(), 'topic').rows.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    const sent = platform.requests.length;
    expect(await store.dispatch(reorderOrganizers('topic', ['a', 'c', 'b']))).toBe(true);
    expect(platform.requests.length).toBe(sent);
  });

  it('a refused order is put back, with the server’s message', async () => {
    const { store, platform } = await fakeStore({ answers: { batch_op_items: () => new FakeResponse(500, { code: 1, error: 'down' }) } });
    store.dispatch(
      collectionLoaded({
        name: 'group',
        records: [
          { objectId: 'a', name: 'A', position: 0 },
          { objectId: 'b', name: 'B', position: 1 },
        ],
      }),
    );
    expect(await store.dispatch(reorderOrganizers('group', ['b', 'a']))).toBe(false);
    expect(selectOrganizerList(store.getState(), 'group').rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(platform.toasts.at(-1)!.options?.icon).toBe('error');
  });

  it('delete asks first; its stories stay, without a topic (under Others); then back to the list', async () => {
    const { store, platform } = await withTopics({ delete_item: (p) => ({ objectId: p.objectId }) });
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(deleteOrganizer('topic', 'tp1'))).toBe(false);
    expect(platform.requests).toEqual([]);
    expect(await store.dispatch(deleteOrganizer('topic', 'tp1'))).toBe(true);
    expect(platform.confirms.at(-1)).toMatchObject({
      title: { key: 'target.deleteTitle', params: { name: 'Life' } },
      content: { key: 'organize.deleteTopicContent' },
    });
    expect(store.getState().items.topic.map((t) => t.objectId)).toEqual(['tp2']);
    expect(store.getState().items.tag.map((t) => [t.name, t.topic ?? null])).toEqual([
      ['Walks', null],
      ['Tea', null],
      ['Trip', null],
    ]);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });

  it('the select screen marks the story’s topic (an included record or a pointer) or "none", and choosing saves it and goes back', async () => {
    const { store, platform } = await withTopics({ update_item: updated });
    expect(selectOrganizerSelect(store.getState(), 'topic', 't2')).toMatchObject({
      memberName: 'Tea',
      choices: [
        { id: 'tp1', name: 'Life', chosen: true },
        { id: 'tp2', name: 'Work', chosen: false },
        { id: null, chosen: false },
      ],
    });
    expect(selectOrganizerSelect(store.getState(), 'topic', 't3').choices.at(-1)).toEqual({ id: null, name: null, chosen: true });
    expect(selectMemberOrganizer(store.getState(), 'topic', 't1')).toEqual({ name: 'Life', selectPath: '/topic/select/t1' });
    expect(await store.dispatch(chooseOrganizer('topic', 't3', 'tp2'))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toEqual({ className: 'tag', objectId: 't3', data: { topic: topicPtr('tp2') } });
    expect(selectOrganizerList(store.getState(), 'topic').rows.find((r) => r.id === 'tp2')!.members).toBe(1);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
    await store.dispatch(chooseOrganizer('topic', 't1', null));
    expect(platform.requests.at(-1)!.payload).toEqual({ className: 'tag', objectId: 't1', data: { topic: null } });
  });

  it('a status picks its group the same way', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: updated } });
    store.dispatch(collectionLoaded({ name: 'group', records: [{ objectId: 'g1', name: 'Moods', position: 0 }] }));
    store.dispatch(collectionLoaded({ name: 'status', records: [{ objectId: 's1', name: 'Calm' }] }));
    expect(selectMemberOrganizer(store.getState(), 'group', 's1')).toEqual({ name: null, selectPath: '/group/select/s1' });
    await store.dispatch(chooseOrganizer('group', 's1', 'g1'));
    expect(platform.requests.at(-1)!.payload).toEqual({
      className: 'status',
      objectId: 's1',
      data: { group: { __type: 'Pointer', className: 'group', objectId: 'g1' } },
    });
    expect(selectMemberOrganizer(store.getState(), 'group', 's1').name).toBe('Moods');
  });

  it('topic settings need Pro; group settings do not', async () => {
    const free = await fakeStore({ proStatus: 0 });
    expect(await free.store.dispatch(openOrganizers('topic'))).toBe(false);
    expect(free.store.getState().gate.prompt).toMatchObject({ kind: 'proSheet', action: 'topicSettings' });
    expect(await free.store.dispatch(openOrganizers('group'))).toBe(true);
    expect(free.platform.routes.at(-1)).toEqual({ kind: 'navigate', path: '/group' });
  });
});
