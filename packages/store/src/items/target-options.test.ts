import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from './items-slice';
import { deleteTargetFromOptions } from './target-options';

describe('the target options sheet', () => {
  it('deletes a person after asking, and the tab stays', async () => {
    const { store, platform } = await fakeStore({ answers: { delete_item: (p) => ({ objectId: p.objectId }) } });
    store.dispatch(
      collectionLoaded({
        name: 'people',
        records: [
          { objectId: 'p1', name: 'Mei' },
          { objectId: 'p2', name: 'Lin' },
        ],
      }),
    );
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(deleteTargetFromOptions('people', 'p1'))).toBe(false);
    expect(platform.requests).toEqual([]);
    expect(await store.dispatch(deleteTargetFromOptions('people', 'p1'))).toBe(true);
    expect(platform.confirms.at(-1)).toMatchObject({ title: { key: 'target.deleteTitle', params: { name: 'Mei' } }, content: { key: 'target.deleteContent' } });
    expect(store.getState().items.people.map((p) => p.objectId)).toEqual(['p2']);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.deleted');
    expect(platform.routes).toEqual([]);
  });
});
