import type { ImportProgress } from '@diary/core';
import { describe, expect, it } from 'vitest';
import { emptyLists, fakeStore } from '../../test/support/fake-store';
import { downloadArchive, importArchive, IMPORT_POLL_MS, resetImport, selectImportScreen } from './transfer';

describe('a backup, downloaded', () => {
  it('asks the server for a link and hands it to the platform to download', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        exportArchive: () => ({ url: 'http://server/export/archive/ea.x', filename: 'diary-archive-2026-11-26.zip', expiresAt: '2026-11-26T08:10:00.000Z' }),
      },
    });
    expect(await store.dispatch(downloadArchive())).toBe(true);
    expect(platform.downloads).toEqual([{ url: 'http://server/export/archive/ea.x', name: 'diary-archive-2026-11-26.zip' }]);
    expect(platform.toasts.at(-1)!.message.key).toBe('toast.downloadStarted');
  });

  it('as Day One’s JSON export, asks for that format', async () => {
    const asked: unknown[] = [];
    const { store, platform } = await fakeStore({
      answers: {
        exportArchive: (payload: unknown) => {
          asked.push(payload);
          return { url: 'http://server/export/dayone/ea.x', filename: 'diary-dayone-2026-11-26.zip', expiresAt: '2026-11-26T08:10:00.000Z' };
        },
      },
    });
    expect(await store.dispatch(downloadArchive('dayone'))).toBe(true);
    expect(asked).toEqual([{ format: 'dayone' }]);
    expect(platform.downloads).toEqual([{ url: 'http://server/export/dayone/ea.x', name: 'diary-dayone-2026-11-26.zip' }]);
  });
});

describe('an import, followed', () => {
  const progressAnswers = (steps: ImportProgress[]) => {
    let n = 0;
    return () => steps[Math.min(n++, steps.length - 1)]!;
  };

  it('sends the file with the session header, follows the job to the end, then loads the account afresh', async () => {
    const steps: ImportProgress[] = [
      { jobId: 'j1', state: 'storing', format: 'dayone', done: 2, total: 4 },
      { jobId: 'j1', state: 'writing', format: 'dayone', done: 50, total: 100 },
      {
        jobId: 'j1',
        state: 'done',
        format: 'dayone',
        done: 100,
        total: 100,
        counts: { diaries: 90, files: 4, places: 3, people: 0, stories: 7, shortened: 1, skippedMedia: 0, skippedEntries: 2, alreadyThere: 5 },
      },
    ];
    const { store, platform } = await fakeStore({ answers: { getImportProgress: progressAnswers(steps), get_item_list: emptyLists } });
    platform.sendAnswer = async () => ({ jobId: 'j1' });
    const seen: string[] = [];
    store.subscribe(() => {
      const stage = selectImportScreen(store.getState()).stage;
      if (stage && seen.at(-1) !== stage.key) seen.push(stage.key);
    });
    const started = platform.clock.now().getTime();
    const end = await store.dispatch(importArchive({ file: 'the-file', name: 'Journal export.ZIP', size: 10_000 }));

    expect(end.phase).toBe('following');
    expect(platform.sent).toHaveLength(1);
    expect(platform.sent[0]).toMatchObject({ file: 'the-file', headers: { 'x-session-token': store.getState().session.token } });
    expect(platform.sent[0]!.url).toMatch(/\/import$/);
    expect(seen).toEqual(['import.uploading', 'import.checking', 'import.storing', 'import.writing', 'import.done']);
    expect(platform.clock.now().getTime() - started).toBe(3 * IMPORT_POLL_MS);
    expect(selectImportScreen(store.getState())).toMatchObject({
      busy: false,
      result: 'done',
      lines: [
        { key: 'import.summary', params: { diaries: 90, files: 4, places: 3, people: 0, stories: 7 } },
        { key: 'import.shortened', params: { count: 1 } },
        { key: 'import.skippedEntries', params: { count: 2 } },
        { key: 'import.alreadyThere', params: { count: 5 } },
      ],
    });
    expect(platform.requests.some((r) => r.type === 'get_item_list')).toBe(true);
    store.dispatch(resetImport());
    expect(selectImportScreen(store.getState()).stage).toBeNull();
  });

  it("says why nothing came in: the server's reason, or a file refused on the device before sending", async () => {
    const { store, platform } = await fakeStore({
      answers: {
        getImportProgress: () => ({
          jobId: 'j2',
          state: 'failed',
          done: 0,
          total: 0,
          error: { error: 'invalidRequest', message: 'The file is not a complete ZIP archive' },
        }),
      },
    });
    platform.sendAnswer = async () => ({ jobId: 'j2' });
    await store.dispatch(importArchive({ file: 'f', name: 'backup.zip', size: 10 }));
    expect(selectImportScreen(store.getState())).toMatchObject({ result: 'failed', lines: ['The file is not a complete ZIP archive'] });

    await store.dispatch(importArchive({ file: 'f', name: 'photo.jpg', size: 10 }));
    expect(selectImportScreen(store.getState())).toMatchObject({ result: 'failed', lines: [{ key: 'import.notZip' }] });
    expect(platform.sent).toHaveLength(1);

    platform.sendAnswer = async () => {
      throw { statusCode: 401, code: 401, errMsg: 'Sign in first' };
    };
    await store.dispatch(importArchive({ file: 'f', name: 'backup.zip', size: 10 }));
    expect(selectImportScreen(store.getState()).result).toBe('failed');
  });
});
