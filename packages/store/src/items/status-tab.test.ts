import { LIST_KINDS } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from './items-slice';
import { selectStatusTab } from './status-tab';

describe('the Status tab', () => {
  it('shows groups in position order, statuses by position with emoji, name and count, and the ungrouped last under "More"', async () => {
    const { store } = await fakeStore();
    store.dispatch(
      collectionLoaded({
        name: 'group',
        records: [
          { objectId: 'g2', name: 'Calm', position: 2 },
          { objectId: 'g1', name: 'Happy', position: 1 },
        ],
      }),
    );
    store.dispatch(
      collectionLoaded({
        name: 'status',
        records: [
          { objectId: 's1', name: 'Relaxed', emoji: '😌', position: 1, count: 3, group: { __type: 'Pointer', className: 'group', objectId: 'g2' } },
          { objectId: 's2', name: 'Joyful', emoji: '😄', position: 2, count: 5, group: { __type: 'Pointer', className: 'group', objectId: 'g1' } },
          { objectId: 's3', name: 'Excited', emoji: '🤩', position: 1, group: { __type: 'Pointer', className: 'group', objectId: 'g1' } },
          { objectId: 's4', name: 'Odd', position: 0, count: 1, group: { __type: 'Pointer', className: 'group', objectId: 'gone' } },
        ],
      }),
    );
    const tab = selectStatusTab(store.getState());
    expect(tab.map((s) => s.heading)).toEqual([{ name: 'Happy' }, { name: 'Calm' }, { key: 'editor.status.moreGroup' }]);
    expect(tab[0]!.statuses).toEqual([
      { id: 's3', name: 'Excited', emoji: '🤩', count: 0, path: '/list/status/s3' },
      { id: 's2', name: 'Joyful', emoji: '😄', count: 5, path: '/list/status/s2' },
    ]);
    expect(tab[2]!.statuses).toEqual([
      { id: 's4', name: 'Odd', emoji: LIST_KINDS.status.icon({ listType: 'status', id: 's4' }), count: 1, path: '/list/status/s4' },
    ]);
    expect(selectStatusTab(store.getState())).toBe(tab);
  });

  it('has no groups when there are no statuses, even with empty groups', async () => {
    const { store } = await fakeStore();
    store.dispatch(collectionLoaded({ name: 'group', records: [{ objectId: 'g1', name: 'Happy', position: 1 }] }));
    expect(selectStatusTab(store.getState())).toEqual([]);
  });
});
