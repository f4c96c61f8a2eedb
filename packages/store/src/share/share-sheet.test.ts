import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { collectionLoaded } from '../items/items-slice';
import { resetShareLink, selectShareSheet, switchSharePublic } from './share-sheet';

const updated = (p: Record<string, unknown>) => ({ objectId: p.objectId, updatedAt: '2026-11-21T02:00:00.000Z' });

describe('the share sheet', () => {
  it('switches a list public for a day, says until when by the screens’ clock, and is off again once the day is over', async () => {
    let answer: (() => void) | undefined;
    const { store, platform } = await fakeStore({
      answers: { update_item: (p) => new Promise((resolve) => (answer = () => resolve(updated(p)))) },
    });
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: 'Trip', count: 2 }] }));
    expect(selectShareSheet(store.getState(), 'tag', 't1')).toEqual({ live: false, validUntil: null, busy: false });

    const switching = store.dispatch(switchSharePublic('tag', 't1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Waiting for the server: the switch and Reset are off.
    expect(selectShareSheet(store.getState(), 'tag', 't1')!.busy).toBe(true);
    answer!();
    expect(await switching).toBe(true);
    expect(selectShareSheet(store.getState(), 'tag', 't1')).toMatchObject({ live: true, busy: false, validUntil: { key: 'share.validUntil' } });

    // A day and a minute later, by the platform's clock the screens follow.
    platform.advance(24 * 60 * 60 * 1000 + 60_000);
    expect(selectShareSheet(store.getState(), 'tag', 't1')).toMatchObject({ live: false, validUntil: null });
  });

  it('is nothing while the record is not loaded, and Reset starts a new day', async () => {
    const { store, platform } = await fakeStore({ answers: { update_item: updated } });
    expect(selectShareSheet(store.getState(), 'tag', 't1')).toBeNull();
    store.dispatch(collectionLoaded({ name: 'tag', records: [{ objectId: 't1', name: 'Trip', count: 2 }] }));
    expect(await store.dispatch(resetShareLink('tag', 't1'))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toMatchObject({ objectId: 't1', data: { sharedStatus: 2 } });
  });
});
