import { emptyDraft } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { startNewDiary } from '../editor/draft';
import { contentTyped } from '../editor/editor-slice';
import { saveDiary } from '../editor/save-diary';
import type { OutboxEntry } from '../persist/keys';
import { OUTBOX } from '../persist/keys';
import { restoreOutbox, selectSyncStatus } from './outbox';
import { outboxActions } from './outbox-slice';
import { OUTBOX_MAX_SAVES } from './queue-save';
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
});
