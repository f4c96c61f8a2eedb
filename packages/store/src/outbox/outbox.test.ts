import { emptyDraft } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { startNewDiary } from '../editor/draft';
import { contentTyped } from '../editor/editor-slice';
import { saveDiary } from '../editor/save-diary';
import { selectStoppedSave } from '../editor/save-job';
import type { OutboxEntry } from '../persist/keys';
import { OUTBOX } from '../persist/keys';
import { restoreOutbox, selectSyncStatus } from './outbox';
import { outboxActions } from './outbox-slice';
import { OUTBOX_MAX_SAVES } from './queue-save';
import { queueDelete } from './queue-delete';
import { OUTBOX_RETRY_DELAYS_MS, syncOutbox } from './sync-outbox';
import { selectWaitingSheet } from './waiting-sheet';
import { FakeResponse, type FakeAnswer } from '../platform/memory-platform';
import { logout } from '../session/sign-out';

const waiting = (n: number): OutboxEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'save',
    key: `w${i}`,
    draft: { ...emptyDraft(new Date('2026-11-20T10:00:00Z')), content: `waiting ${i}` },
    job: { diaryId: `w${i}`, isNew: true, stage: 0, uploaded: {}, errorCount: 0 },
    queuedAt: '2026-11-20T10:00:00.000Z',
  }));

describe('the outbox', () => {
  it('says in the shell how many wait, how many were refused, or that the device is offline', async () => {
    const { store, platform } = await fakeStore();
    expect(selectSyncStatus(store.getState()).label).toBeNull();
    platform.setOnline(false);
    expect(selectSyncStatus(store.getState()).label).toEqual({ key: 'outbox.offline' });
    store.dispatch(outboxActions.restored(waiting(2)));
    expect(selectSyncStatus(store.getState()).label).toEqual({ key: 'outbox.waiting', params: { count: 2 } });
    store.dispatch(outboxActions.refused({ key: 'w1', reason: { key: 'errors.changedElsewhere' } }));
    expect(selectSyncStatus(store.getState())).toMatchObject({ waiting: 1, refused: 1, label: { key: 'outbox.refused', params: { count: 1 } } });
  });

  it(`holds at most ${OUTBOX_MAX_SAVES} saves: one more offline stays in its editor, said, nothing lost`, async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(outboxActions.restored(waiting(OUTBOX_MAX_SAVES)));
    await store.dispatch(startNewDiary());
    store.dispatch(contentTyped('one too many'));
    platform.setOnline(false);
    expect(await store.dispatch(saveDiary())).toBe(false);
    expect(platform.toasts.at(-1)!.message).toEqual({ key: 'outbox.full', params: { count: OUTBOX_MAX_SAVES } });
    expect(store.getState().editor.draft!.content).toBe('one too many');
    expect(store.getState().outbox.entries).toHaveLength(OUTBOX_MAX_SAVES);
    expect(platform.toasts.map((t) => t.message.key)).not.toContain('errors.serverBusy');
    // Its publish stopped for want of the network: it goes on when the network is back.
    expect(selectStoppedSave(store.getState())).toBe(true);
  });

  it('logging out while diaries wait says they would be lost; cancelled, they stay', async () => {
    const { store, platform } = await fakeStore();
    store.dispatch(outboxActions.restored(waiting(2)));
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(logout())).toBe(false);
    expect(platform.confirms.at(-1)!.content).toEqual({ key: 'outbox.lostAtLogout', params: { count: 2 } });
    expect(store.getState().outbox.entries).toHaveLength(2);
  });

  it('a release before deletes waited kept saves only: its outbox is read as saves, nothing dropped', async () => {
    const { store, platform } = await fakeStore();
    const older = waiting(2).map(({ kind: _kind, ...entry }) => entry);
    platform.stored.set(OUTBOX.key, JSON.stringify({ v: 1, data: older }));
    await store.dispatch(restoreOutbox());
    expect(store.getState().outbox.entries.map((entry) => [entry.kind, entry.key])).toEqual([
      ['save', 'w0'],
      ['save', 'w1'],
    ]);
  });

  it('a delete that comes while the diary’s save is on its way is sent after it: the new diary is not left on the server', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let batches = 0;
    const answers: Record<string, FakeAnswer> = {
      get_item_list: () => ({ fileList: [] }),
      get_item_by_id: (p) => ({ item: { objectId: p.objectId, content: 'waiting 0', datetime: { __type: 'Date', iso: '2026-11-20T10:00:00.000Z' } } }),
      batch_op_items: async () => {
        batches += 1;
        if (batches === 1) await held;
        return [];
      },
    };
    const { store, platform } = await fakeStore({ answers });
    store.dispatch(outboxActions.restored(waiting(1)));
    const sending = store.dispatch(syncOutbox());
    await expect.poll(() => store.getState().outbox.sendingKey).toBe('w0');
    expect(selectWaitingSheet(store.getState()).rows[0]).toMatchObject({ state: { key: 'outbox.sending' }, actions: [] });
    await store.dispatch(queueDelete('w0'));
    expect(store.getState().outbox.entries).toMatchObject([{ kind: 'delete', key: 'w0' }]);
    release();
    await sending;
    const diaryWrites = platform.requests
      .filter((r) => r.type === 'batch_op_items')
      .map((r) => (r.payload.requests as Array<{ method: string; className: string }>).find((op) => op.className === 'diary')!.method);
    expect(diaryWrites).toEqual(['POST', 'DELETE']);
    expect(store.getState().outbox.entries).toEqual([]);
  });

  it('the server’s passing trouble (5xx) is not a refusal: the change keeps waiting, to be tried again', async () => {
    const { store } = await fakeStore({ answers: { get_item_list: () => ({ fileList: [] }), batch_op_items: () => new FakeResponse(503, { error: 'busy' }) } });
    store.dispatch(outboxActions.restored(waiting(1)));
    await store.dispatch(syncOutbox(OUTBOX_RETRY_DELAYS_MS.length));
    expect(store.getState().outbox.entries).toHaveLength(1);
    expect(store.getState().outbox.entries[0]!.refused).toBeUndefined();
    expect(selectSyncStatus(store.getState())).toMatchObject({ waiting: 1, refused: 0 });
  });
});
